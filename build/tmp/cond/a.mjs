import {w} from "p"; console.log(w)

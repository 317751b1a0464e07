// pi keeps an image as `{type: "image", data, mimeType}` (base64), a form no API takes; each of its
// providers sends it as that API's image of those two fields. Read as the items' image part
// (`input_image` with a data URL, as pi sends it to a Responses API), which the Anthropic and Chat
// writers turn into their own (a base64 `source`, an `image_url`), as pi does.

type Block = Record<string, any>;

/** A pi image block as an `input_image` part; any other block as it is. Throws nothing. */
export function piImagePart(block: unknown): unknown {
  const image = block as Block;
  if (image?.type !== "image" || typeof image.data !== "string") return block;
  if (typeof image.mimeType !== "string") return block;
  return {
    type: "input_image",
    detail: "auto",
    image_url: `data:${image.mimeType};base64,${image.data}`,
  };
}

/**
 * pi content with its image blocks as `input_image` parts (a new list when one is); a string or
 * anything else as it is. Throws nothing.
 */
export function withPiImages(content: unknown): unknown {
  if (!Array.isArray(content) || !content.some((b) => (b as Block)?.type === "image"))
    return content;
  return content.map(piImagePart);
}

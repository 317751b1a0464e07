(module
 (type $0 (func (result i32)))
 (type $1 (func (param i32) (result i32)))
 (type $2 (func (param i32 i32) (result i32)))
 (type $3 (func (param i32 i32 i32) (result i32)))
 (type $4 (func (param i32)))
 (type $5 (func))
 (type $6 (func (param i32 i32 i32 i32) (result i32)))
 (type $7 (func (result i64)))
 (type $8 (func (param i32 i32 i32 i32)))
 (type $9 (func (param i32 i32 i32 i32 i32 i32) (result i32)))
 (type $10 (func (param i64) (result i32)))
 (type $11 (func (param i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (type $12 (func (param i32 i32 i32 i32 i32 i32 i64) (result i32)))
 (type $13 (func (param i32 i32 i32)))
 (import "env" "abort" (func $~lib/builtins/abort (param i32 i32 i32 i32)))
 (global $assembly/msgpack/rdPos (mut i32) (i32.const 0))
 (global $assembly/msgpack/rdStatus (mut i32) (i32.const 0))
 (global $assembly/msgpack/rdEnd (mut i32) (i32.const 0))
 (global $assembly/tables/kindPtr (mut i32) (i32.const 0))
 (global $assembly/tables/firstSlotPtr (mut i32) (i32.const 0))
 (global $assembly/index/inputPtr (mut i32) (i32.const 0))
 (global $assembly/tables/flagsPtr (mut i32) (i32.const 0))
 (global $assembly/tables/groupStartPtr (mut i32) (i32.const 0))
 (global $assembly/tables/itemCount (mut i32) (i32.const 0))
 (global $assembly/pairing/errReason (mut i32) (i32.const 0))
 (global $assembly/stored-items/depthLimit (mut i32) (i32.const 0))
 (global $assembly/resident-scratch/scratchPtr (mut i32) (i32.const 0))
 (global $assembly/pairing/errIndex (mut i32) (i32.const -1))
 (global $assembly/keys/keyLenPtr (mut i32) (i32.const 0))
 (global $assembly/keys/blockPtr (mut i32) (i32.const 0))
 (global $assembly/resident-plan/planPairCount (mut i32) (i32.const 0))
 (global $assembly/msgpack/rdStrLen (mut i32) (i32.const 0))
 (global $assembly/keys/slotItemPtr (mut i32) (i32.const 0))
 (global $assembly/keys/keyBytesPtr (mut i32) (i32.const 0))
 (global $assembly/keys/slotTotal (mut i32) (i32.const 0))
 (global $assembly/stored-items/nextOff (mut i32) (i32.const 0))
 (global $assembly/msgpack/rdStrPtr (mut i32) (i32.const 0))
 (global $assembly/keys/slotKeyPtr (mut i32) (i32.const 0))
 (global $assembly/keys/capacity (mut i32) (i32.const 0))
 (global $assembly/keys/keyBase (mut i32) (i32.const 0))
 (global $assembly/keys/keyTotal (mut i32) (i32.const 0))
 (global $assembly/keys/seed (mut i32) (i32.const -1756908916))
 (global $assembly/tables/nextWaitPtr (mut i32) (i32.const 0))
 (global $assembly/stored-items/baseLen (mut i32) (i32.const 0))
 (global $assembly/stored-items/nextItem (mut i32) (i32.const -1))
 (global $~lib/rt/stub/offset (mut i32) (i32.const 0))
 (global $assembly/keys/hashPtr (mut i32) (i32.const 0))
 (global $assembly/keys/arenaCap (mut i32) (i32.const 0))
 (global $assembly/keys/arenaUsed (mut i32) (i32.const 0))
 (global $assembly/tables/statePtr (mut i32) (i32.const 0))
 (global $assembly/tables/backPtr (mut i32) (i32.const 0))
 (global $assembly/tables/slotOutPtr (mut i32) (i32.const 0))
 (global $assembly/tables/latestPtr (mut i32) (i32.const 0))
 (global $assembly/reconcile/orderCount (mut i32) (i32.const 0))
 (global $assembly/stored-items/basePtr (mut i32) (i32.const 0))
 (global $assembly/keys/arenaOn (mut i32) (i32.const 0))
 (global $assembly/tables/itemsBlock (mut i32) (i32.const 0))
 (global $assembly/tables/tablesBlock (mut i32) (i32.const 0))
 (global $assembly/reconcile/repairCount (mut i32) (i32.const 0))
 (global $assembly/pairing/errKey (mut i32) (i32.const -1))
 (global $assembly/stored-items/spacePtr (mut i32) (i32.const 0))
 (global $assembly/stored-items/walkOnly (mut i32) (i32.const 0))
 (global $assembly/keys/hashMask (mut i32) (i32.const 0))
 (global $assembly/tables/offsetsPtr (mut i32) (i32.const 0))
 (global $assembly/tables/orderPtr (mut i32) (i32.const 0))
 (global $assembly/tables/pairsPtr (mut i32) (i32.const 0))
 (global $assembly/cutoff/unresolvedCount (mut i32) (i32.const 0))
 (global $assembly/stored-items/keysLost (mut i32) (i32.const 0))
 (global $assembly/resident-plan/planPairsPtr (mut i32) (i32.const 0))
 (global $assembly/tables/slotCount (mut i32) (i32.const 0))
 (global $assembly/tables/slotDropPtr (mut i32) (i32.const 0))
 (global $assembly/stored-items/spaceLen (mut i32) (i32.const 0))
 (global $assembly/stored-items/itemLimit (mut i32) (i32.const 0))
 (global $assembly/index/ambiguous (mut i32) (i32.const 0))
 (global $assembly/resident-append/addSlots (mut i64) (i64.const 0))
 (global $assembly/resident-append/addOutputs (mut i32) (i32.const 0))
 (global $assembly/resident-append/addBytes (mut i64) (i64.const 0))
 (global $assembly/tables/repairedPtr (mut i32) (i32.const 0))
 (global $assembly/tables/groupOutPtr (mut i32) (i32.const 0))
 (global $assembly/tables/slotAfterPtr (mut i32) (i32.const 0))
 (global $assembly/tables/waitHeadPtr (mut i32) (i32.const 0))
 (global $assembly/pairing/droppedCount (mut i32) (i32.const 0))
 (global $assembly/map-lookup/foundLen (mut i32) (i32.const 0))
 (global $assembly/keys/outputsRepeat (mut i32) (i32.const 0))
 (global $assembly/tables/droppedPtr (mut i32) (i32.const 0))
 (global $assembly/map-lookup/foundPtr (mut i32) (i32.const 0))
 (global $assembly/resident-append/addItems (mut i32) (i32.const 0))
 (global $assembly/resident-scratch/scratchBytes (mut i64) (i64.const 0))
 (global $assembly/resident-plan/planOrderLen (mut i32) (i32.const 0))
 (global $assembly/item-fields/namesReady (mut i32) (i32.const 0))
 (global $assembly/cutoff/startIndex (mut i32) (i32.const 0))
 (global $assembly/descriptors/countedItems (mut i32) (i32.const 0))
 (global $assembly/stored-items/itemTotal (mut i32) (i32.const 0))
 (global $assembly/resident-plan/planStart (mut i32) (i32.const 0))
 (memory $0 1 32768)
 (data $2 (i32.const 6160) "\r\05\00function_call\10\05\00custom_tool_call\r\05\00computer_call\10\05\00local_shell_call\n%\00shell_call\10\05\00apply_patch_call\105\00tool_search_call\14\t\00mcp_approval_request\07\95\00program\14\06\00function_call_output\17\06\00custom_tool_call_output\14\06\00computer_call_output\17\n\00local_shell_call_output\11\06\00shell_call_output\17\06\00apply_patch_call_output\126\00tool_search_output\15\0e\00mcp_approval_response\0e\96\00program_output\t\80\00reasoning\08\80\00thinking\11\80\00redacted_thinking\0f\80\00web_search_call\10\80\00file_search_call\n\80\00compaction\12\80\00compaction_summary\12\80\00context_compaction\12\00\01compaction_trigger\07\00\02message")
 (data $3 (i32.const 6686) "assistant")
 (data $4 (i32.const 6695) "tool")
 (data $5 (i32.const 6699) "server")
 (data $6 (i32.const 6705) "local")
 (data $7 (i32.const 6710) "type")
 (data $8 (i32.const 6714) "id")
 (data $16 (i32.const 7368) "\01\01\01\04\04\04\04\04\04")
 (data $17 (i32.const 7377) "\04\04\04\04\04\01")
 (data $18 (i32.const 7383) "\04\04\04\04\01")
 (data $19 (i32.const 7388) "\01")
 (data $20 (i32.const 7389) "\04")
 (data $21 (i32.const 7404) "<")
 (data $21.1 (i32.const 7416) "\02\00\00\00\1e\00\00\00~\00l\00i\00b\00/\00r\00t\00/\00s\00t\00u\00b\00.\00t\00s")
 (data $22 (i32.const 7468) "<")
 (data $22.1 (i32.const 7480) "\02\00\00\00(\00\00\00A\00l\00l\00o\00c\00a\00t\00i\00o\00n\00 \00t\00o\00o\00 \00l\00a\00r\00g\00e")
 (data $23 (i32.const 7532) "L")
 (data $23.1 (i32.const 7544) "\02\00\00\000\00\00\00w\00a\00s\00m\00-\00f\00a\00i\00l\00u\00r\00e\00:\00 \00t\00e\00s\00t\00 \00a\00b\00o\00r\00t")
 (export "release" (func $assembly/index/release))
 (export "inputAlloc" (func $assembly/index/inputAlloc))
 (export "prepare" (func $assembly/index/prepare))
 (export "prepareItems" (func $assembly/index/prepareItems))
 (export "beginItems" (func $assembly/index/beginItems))
 (export "beginWindow" (func $assembly/index/beginWindow))
 (export "windowAt" (func $assembly/index/windowAt))
 (export "beginWalk" (func $assembly/index/beginWalk))
 (export "scanItems" (func $assembly/index/scanItems))
 (export "itemsResumeAt" (func $assembly/index/itemsResumeAt))
 (export "walkItems" (func $assembly/index/walkItems))
 (export "itemOffsetsPtr" (func $assembly/index/itemOffsetsPtr))
 (export "keyPtr" (func $assembly/index/keyPtr))
 (export "keyLength" (func $assembly/index/keyLength))
 (export "itemKindsPtr" (func $assembly/index/itemKindsPtr))
 (export "itemFlagsPtr" (func $assembly/index/itemFlagsPtr))
 (export "items" (func $assembly/index/items))
 (export "ambiguousCount" (func $assembly/index/ambiguousCount))
 (export "ambiguousPtr" (func $assembly/index/ambiguousPtr))
 (export "repairedFlagsPtr" (func $assembly/index/repairedFlagsPtr))
 (export "reconcile" (func $assembly/index/reconcile))
 (export "cutoff" (func $assembly/index/cutoff))
 (export "errorIndex" (func $assembly/index/errorIndex))
 (export "errorKey" (func $assembly/index/errorKey))
 (export "resultOrderPtr" (func $assembly/index/ambiguousPtr))
 (export "resultOrderLen" (func $assembly/index/resultOrderLen))
 (export "resultPairsPtr" (func $assembly/index/resultPairsPtr))
 (export "resultRepairCount" (func $assembly/index/resultRepairCount))
 (export "resultUnresolvedCount" (func $assembly/index/resultUnresolvedCount))
 (export "resultDroppedPtr" (func $assembly/index/resultDroppedPtr))
 (export "resultDroppedLen" (func $assembly/index/resultDroppedLen))
 (export "resultStart" (func $assembly/index/resultStart))
 (export "testTrap" (func $assembly/index/testTrap))
 (export "testAbort" (func $assembly/index/testAbort))
 (export "residentCreate" (func $assembly/resident/residentCreate))
 (export "residentFree" (func $assembly/resident/residentFree))
 (export "residentScratch" (func $assembly/resident/residentScratch))
 (export "residentAppend" (func $assembly/resident/residentAppend))
 (export "residentLength" (func $assembly/resident/residentLength))
 (export "residentErrorReason" (func $assembly/resident/residentErrorReason))
 (export "residentErrorIndex" (func $assembly/resident/residentErrorIndex))
 (export "residentErrorKey" (func $assembly/resident/residentErrorKey))
 (export "residentMalformed" (func $assembly/resident/residentMalformed))
 (export "residentSeconds" (func $assembly/resident/residentSeconds))
 (export "residentHasCall" (func $assembly/resident/residentHasCall))
 (export "residentReconcile" (func $assembly/resident/residentReconcile))
 (export "residentCutoff" (func $assembly/resident/residentCutoff))
 (export "residentOrderLen" (func $assembly/resident/residentOrderLen))
 (export "residentPairsPtr" (func $assembly/resident/residentPairsPtr))
 (export "residentPairCount" (func $assembly/resident/residentPairCount))
 (export "residentStart" (func $assembly/resident/residentStart))
 (export "memory" (memory $0))
 (start $~start)
 (func $~lib/rt/stub/__free (param $0 i32)
  local.get $0
  i32.const 15
  i32.and
  i32.const 1
  local.get $0
  select
  if
   i32.const 0
   i32.const 7424
   i32.const 70
   i32.const 3
   call $~lib/builtins/abort
   unreachable
  end
  global.get $~lib/rt/stub/offset
  local.get $0
  local.get $0
  i32.const 4
  i32.sub
  local.tee $0
  i32.load
  i32.add
  i32.eq
  if
   local.get $0
   global.set $~lib/rt/stub/offset
  end
 )
 (func $assembly/keys/freeKeys
  (local $0 i32)
  global.get $assembly/keys/blockPtr
  local.tee $0
  if
   local.get $0
   call $~lib/rt/stub/__free
  end
  i32.const 0
  global.set $assembly/keys/blockPtr
  i32.const 0
  global.set $assembly/keys/capacity
  i32.const 0
  global.set $assembly/keys/keyTotal
  i32.const 0
  global.set $assembly/keys/slotTotal
  i32.const 0
  global.set $assembly/keys/arenaOn
  i32.const 0
  global.set $assembly/keys/arenaCap
  i32.const 0
  global.set $assembly/keys/arenaUsed
  i32.const 0
  global.set $assembly/keys/keyBase
 )
 (func $assembly/index/release
  (local $0 i32)
  global.get $assembly/tables/tablesBlock
  local.tee $0
  if
   local.get $0
   call $~lib/rt/stub/__free
  end
  i32.const 0
  global.set $assembly/tables/tablesBlock
  i32.const 0
  global.set $assembly/tables/slotCount
  call $assembly/keys/freeKeys
  global.get $assembly/tables/itemsBlock
  local.tee $0
  if
   local.get $0
   call $~lib/rt/stub/__free
  end
  i32.const 0
  global.set $assembly/tables/itemsBlock
  i32.const 0
  global.set $assembly/tables/itemCount
  i32.const 0
  global.set $assembly/tables/offsetsPtr
  global.get $assembly/index/inputPtr
  local.tee $0
  if
   local.get $0
   call $~lib/rt/stub/__free
  end
  i32.const 0
  global.set $assembly/index/inputPtr
  i32.const 0
  global.set $assembly/index/ambiguous
 )
 (func $~lib/rt/stub/__alloc (param $0 i32) (result i32)
  (local $1 i32)
  (local $2 i32)
  (local $3 i32)
  (local $4 i32)
  (local $5 i32)
  local.get $0
  i32.const 1073741820
  i32.gt_u
  if
   i32.const 7488
   i32.const 7424
   i32.const 33
   i32.const 29
   call $~lib/builtins/abort
   unreachable
  end
  global.get $~lib/rt/stub/offset
  global.get $~lib/rt/stub/offset
  i32.const 4
  i32.add
  local.tee $2
  local.get $0
  i32.const 19
  i32.add
  i32.const -16
  i32.and
  i32.const 4
  i32.sub
  local.tee $0
  i32.add
  local.tee $3
  memory.size
  local.tee $4
  i32.const 16
  i32.shl
  i32.const 15
  i32.add
  i32.const -16
  i32.and
  local.tee $5
  i32.gt_u
  if
   local.get $4
   local.get $3
   local.get $5
   i32.sub
   i32.const 65535
   i32.add
   i32.const -65536
   i32.and
   i32.const 16
   i32.shr_u
   local.tee $5
   local.get $4
   local.get $5
   i32.gt_s
   select
   memory.grow
   i32.const 0
   i32.lt_s
   if
    local.get $5
    memory.grow
    i32.const 0
    i32.lt_s
    if
     unreachable
    end
   end
  end
  local.get $3
  global.set $~lib/rt/stub/offset
  local.get $0
  i32.store
  local.get $2
 )
 (func $assembly/workspace/ensureRoom (param $0 i32) (result i32)
  (local $1 i32)
  (local $2 i64)
  (local $3 i64)
  local.get $0
  i32.const 1073741760
  i32.gt_u
  if
   i32.const 0
   return
  end
  i32.const 0
  call $~lib/rt/stub/__alloc
  local.tee $1
  call $~lib/rt/stub/__free
  local.get $1
  i64.extend_i32_u
  local.get $0
  i64.extend_i32_u
  i64.add
  i64.const -64
  i64.sub
  local.tee $2
  memory.size
  i64.extend_i32_s
  i64.const 16
  i64.shl
  local.tee $3
  i64.le_u
  if
   i32.const 1
   return
  end
  local.get $2
  local.get $3
  i64.sub
  i64.const 65535
  i64.add
  i64.const 16
  i64.shr_u
  i32.wrap_i64
  memory.grow
  i32.const 0
  i32.ge_s
 )
 (func $assembly/index/inputAlloc (param $0 i32) (result i32)
  call $assembly/index/release
  i32.const 8
  local.get $0
  local.get $0
  i32.const 8
  i32.le_u
  select
  local.tee $0
  call $assembly/workspace/ensureRoom
  if (result i32)
   local.get $0
   call $~lib/rt/stub/__alloc
  else
   i32.const 0
  end
  global.set $assembly/index/inputPtr
  global.get $assembly/index/inputPtr
 )
 (func $assembly/msgpack/readArrayHeader (result i64)
  (local $0 i32)
  (local $1 i64)
  global.get $assembly/msgpack/rdEnd
  global.get $assembly/msgpack/rdPos
  i32.ne
  if (result i32)
   i32.const 1
  else
   global.get $assembly/msgpack/rdStatus
   i32.eqz
   if
    i32.const 10
    global.set $assembly/msgpack/rdStatus
   end
   i32.const 0
  end
  i32.eqz
  if
   i64.const -1
   return
  end
  global.get $assembly/msgpack/rdPos
  i32.load8_u
  local.set $0
  global.get $assembly/msgpack/rdPos
  i32.const 1
  i32.add
  global.set $assembly/msgpack/rdPos
  block $folding-inner0
   local.get $0
   i32.const 240
   i32.and
   i32.const 144
   i32.eq
   if (result i64)
    local.get $0
    i32.const 15
    i32.and
    i64.extend_i32_u
   else
    local.get $0
    i32.const 220
    i32.eq
    if (result i64)
     global.get $assembly/msgpack/rdEnd
     global.get $assembly/msgpack/rdPos
     i32.sub
     i32.const 2
     i32.ge_u
     if (result i32)
      i32.const 1
     else
      global.get $assembly/msgpack/rdStatus
      i32.eqz
      if
       i32.const 10
       global.set $assembly/msgpack/rdStatus
      end
      i32.const 0
     end
     if (result i64)
      global.get $assembly/msgpack/rdPos
      global.get $assembly/msgpack/rdPos
      i32.const 2
      i32.add
      global.set $assembly/msgpack/rdPos
      i32.load16_u
      local.tee $0
      i32.const 8
      i32.shl
      local.get $0
      i32.const 8
      i32.shr_u
      i32.or
      i32.const 65535
      i32.and
      i64.extend_i32_u
     else
      i64.const -1
     end
    else
     local.get $0
     i32.const 221
     i32.eq
     if (result i64)
      global.get $assembly/msgpack/rdEnd
      global.get $assembly/msgpack/rdPos
      i32.sub
      i32.const 4
      i32.ge_u
      if (result i32)
       i32.const 1
      else
       global.get $assembly/msgpack/rdStatus
       i32.eqz
       if
        i32.const 10
        global.set $assembly/msgpack/rdStatus
       end
       i32.const 0
      end
      if (result i64)
       global.get $assembly/msgpack/rdPos
       global.get $assembly/msgpack/rdPos
       i32.const 4
       i32.add
       global.set $assembly/msgpack/rdPos
       i32.load
       local.tee $0
       i32.const -16711936
       i32.and
       i32.const 8
       i32.rotl
       local.get $0
       i32.const 16711935
       i32.and
       i32.const 8
       i32.rotr
       i32.or
       i64.extend_i32_u
      else
       i64.const -1
      end
     else
      i32.const 11
      local.set $0
      br $folding-inner0
     end
    end
   end
   local.tee $1
   i64.const 0
   i64.lt_s
   if
    i64.const -1
    return
   end
   local.get $1
   global.get $assembly/msgpack/rdEnd
   global.get $assembly/msgpack/rdPos
   i32.sub
   i64.extend_i32_u
   i64.gt_u
   if
    i32.const 10
    local.set $0
    br $folding-inner0
   end
   local.get $1
   return
  end
  global.get $assembly/msgpack/rdStatus
  i32.eqz
  if
   local.get $0
   global.set $assembly/msgpack/rdStatus
  end
  i64.const -1
 )
 (func $assembly/tables/allocItems (param $0 i32) (param $1 i32) (result i32)
  (local $2 i64)
  (local $3 i32)
  (local $4 i32)
  global.get $assembly/tables/itemsBlock
  local.tee $3
  if
   local.get $3
   call $~lib/rt/stub/__free
  end
  i32.const 0
  global.set $assembly/tables/itemsBlock
  i32.const 0
  global.set $assembly/tables/itemCount
  i32.const 0
  global.set $assembly/tables/offsetsPtr
  local.get $0
  i32.const 1
  i32.add
  i64.extend_i32_s
  i64.const 2
  i64.shl
  i64.const 7
  i64.add
  i64.const -8
  i64.and
  i64.const 2
  i64.const 1
  local.get $1
  select
  i64.mul
  local.get $0
  i64.extend_i32_s
  i64.const 7
  i64.add
  i64.const -8
  i64.and
  i64.const 2
  i64.shl
  i64.add
  local.tee $2
  i64.const 4294967295
  i64.gt_u
  if
   i32.const 0
   return
  end
  local.get $2
  i32.wrap_i64
  local.tee $3
  call $assembly/workspace/ensureRoom
  if (result i32)
   local.get $3
   call $~lib/rt/stub/__alloc
  else
   i32.const 0
  end
  global.set $assembly/tables/itemsBlock
  global.get $assembly/tables/itemsBlock
  i32.eqz
  if
   i32.const 0
   return
  end
  local.get $0
  global.set $assembly/tables/itemCount
  global.get $assembly/tables/itemsBlock
  local.tee $3
  global.set $assembly/tables/kindPtr
  local.get $3
  local.get $0
  i64.extend_i32_s
  i64.const 7
  i64.add
  i64.const -8
  i64.and
  i32.wrap_i64
  local.tee $3
  i32.add
  local.tee $4
  global.set $assembly/tables/flagsPtr
  local.get $3
  local.get $4
  i32.add
  local.tee $4
  global.set $assembly/tables/statePtr
  local.get $3
  local.get $4
  i32.add
  local.tee $4
  global.set $assembly/tables/repairedPtr
  local.get $3
  local.get $4
  i32.add
  local.tee $4
  global.set $assembly/tables/firstSlotPtr
  local.get $4
  local.get $0
  i32.const 1
  i32.add
  i64.extend_i32_s
  i64.const 2
  i64.shl
  i64.const 7
  i64.add
  i64.const -8
  i64.and
  i32.wrap_i64
  i32.add
  i32.const 0
  local.get $1
  select
  global.set $assembly/tables/offsetsPtr
  global.get $assembly/tables/statePtr
  i32.const 0
  local.get $3
  i32.const 1
  i32.shl
  memory.fill
  i32.const 1
 )
 (func $assembly/keys/beginKeys (param $0 i32) (param $1 i32) (param $2 i32) (result i32)
  (local $3 i32)
  call $assembly/keys/freeKeys
  i32.const 8
  local.set $3
  loop $while-continue|0
   local.get $3
   i32.const 134217727
   i32.lt_s
   local.get $0
   local.get $3
   i32.gt_s
   i32.and
   if
    local.get $3
    i32.const 1
    i32.shl
    local.set $3
    br $while-continue|0
   end
  end
  local.get $0
  local.get $3
  i32.gt_s
  if
   i32.const 0
   return
  end
  local.get $1
  i32.const 0
  i32.ne
  global.set $assembly/keys/arenaOn
  i32.const 64
  local.get $2
  local.get $2
  i32.const 64
  i32.le_u
  select
  i32.const 0
  local.get $1
  select
  global.set $assembly/keys/arenaCap
  i32.const 0
  global.set $assembly/keys/arenaUsed
  global.get $assembly/keys/arenaCap
  local.get $3
  i64.extend_i32_s
  i64.const 4
  i64.shl
  i32.wrap_i64
  i32.add
  local.tee $0
  call $assembly/workspace/ensureRoom
  if (result i32)
   local.get $0
   call $~lib/rt/stub/__alloc
  else
   i32.const 0
  end
  global.set $assembly/keys/blockPtr
  global.get $assembly/keys/blockPtr
  i32.eqz
  if
   i32.const 0
   return
  end
  global.get $assembly/keys/blockPtr
  local.tee $0
  global.set $assembly/keys/slotKeyPtr
  local.get $3
  i32.const 2
  i32.shl
  local.tee $1
  local.get $0
  i32.add
  global.set $assembly/keys/slotItemPtr
  local.get $0
  local.get $1
  i32.const 1
  i32.shl
  i32.add
  global.set $assembly/keys/keyBytesPtr
  local.get $3
  i32.const 1
  i32.shl
  local.tee $0
  global.get $assembly/keys/keyBytesPtr
  i32.add
  global.set $assembly/keys/keyLenPtr
  global.get $assembly/keys/keyLenPtr
  local.get $0
  i32.add
  global.set $assembly/keys/hashPtr
  local.get $3
  i32.const 1
  i32.shr_u
  i32.const 1
  i32.sub
  global.set $assembly/keys/hashMask
  local.get $3
  global.set $assembly/keys/capacity
  global.get $assembly/keys/arenaOn
  if (result i32)
   global.get $assembly/keys/blockPtr
   local.get $3
   i64.extend_i32_s
   i64.const 4
   i64.shl
   i32.wrap_i64
   i32.add
  else
   i32.const 0
  end
  global.set $assembly/keys/keyBase
  i32.const 0
  global.set $assembly/keys/keyTotal
  i32.const 0
  global.set $assembly/keys/slotTotal
  i32.const 0
  global.set $assembly/keys/outputsRepeat
  global.get $assembly/keys/hashPtr
  i32.const 0
  local.get $3
  i32.const 2
  i32.shl
  memory.fill
  i32.const 1
 )
 (func $assembly/msgpack/readUint (result i64)
  (local $0 i32)
  (local $1 i64)
  global.get $assembly/msgpack/rdEnd
  global.get $assembly/msgpack/rdPos
  i32.ne
  if (result i32)
   i32.const 1
  else
   global.get $assembly/msgpack/rdStatus
   i32.eqz
   if
    i32.const 10
    global.set $assembly/msgpack/rdStatus
   end
   i32.const 0
  end
  i32.eqz
  if
   i64.const -1
   return
  end
  global.get $assembly/msgpack/rdPos
  i32.load8_u
  local.set $0
  global.get $assembly/msgpack/rdPos
  i32.const 1
  i32.add
  global.set $assembly/msgpack/rdPos
  local.get $0
  i32.const 128
  i32.lt_u
  if
   local.get $0
   i64.extend_i32_u
   return
  end
  local.get $0
  i32.const 204
  i32.eq
  if
   global.get $assembly/msgpack/rdEnd
   global.get $assembly/msgpack/rdPos
   i32.ne
   if (result i32)
    i32.const 1
   else
    global.get $assembly/msgpack/rdStatus
    i32.eqz
    if
     i32.const 10
     global.set $assembly/msgpack/rdStatus
    end
    i32.const 0
   end
   if (result i64)
    global.get $assembly/msgpack/rdPos
    global.get $assembly/msgpack/rdPos
    i32.const 1
    i32.add
    global.set $assembly/msgpack/rdPos
    i64.load8_u
   else
    i64.const -1
   end
   return
  end
  local.get $0
  i32.const 205
  i32.eq
  if
   global.get $assembly/msgpack/rdEnd
   global.get $assembly/msgpack/rdPos
   i32.sub
   i32.const 2
   i32.ge_u
   if (result i32)
    i32.const 1
   else
    global.get $assembly/msgpack/rdStatus
    i32.eqz
    if
     i32.const 10
     global.set $assembly/msgpack/rdStatus
    end
    i32.const 0
   end
   if (result i64)
    global.get $assembly/msgpack/rdPos
    global.get $assembly/msgpack/rdPos
    i32.const 2
    i32.add
    global.set $assembly/msgpack/rdPos
    i32.load16_u
    local.tee $0
    i32.const 8
    i32.shl
    local.get $0
    i32.const 8
    i32.shr_u
    i32.or
    i32.const 65535
    i32.and
    i64.extend_i32_u
   else
    i64.const -1
   end
   return
  end
  local.get $0
  i32.const 206
  i32.eq
  if
   global.get $assembly/msgpack/rdEnd
   global.get $assembly/msgpack/rdPos
   i32.sub
   i32.const 4
   i32.ge_u
   if (result i32)
    i32.const 1
   else
    global.get $assembly/msgpack/rdStatus
    i32.eqz
    if
     i32.const 10
     global.set $assembly/msgpack/rdStatus
    end
    i32.const 0
   end
   if (result i64)
    global.get $assembly/msgpack/rdPos
    global.get $assembly/msgpack/rdPos
    i32.const 4
    i32.add
    global.set $assembly/msgpack/rdPos
    i32.load
    local.tee $0
    i32.const -16711936
    i32.and
    i32.const 8
    i32.rotl
    local.get $0
    i32.const 16711935
    i32.and
    i32.const 8
    i32.rotr
    i32.or
    i64.extend_i32_u
   else
    i64.const -1
   end
   return
  end
  local.get $0
  i32.const 207
  i32.eq
  if
   global.get $assembly/msgpack/rdEnd
   global.get $assembly/msgpack/rdPos
   i32.sub
   i32.const 8
   i32.ge_u
   if (result i32)
    i32.const 1
   else
    global.get $assembly/msgpack/rdStatus
    i32.eqz
    if
     i32.const 10
     global.set $assembly/msgpack/rdStatus
    end
    i32.const 0
   end
   i32.eqz
   if
    i64.const -1
    return
   end
   global.get $assembly/msgpack/rdPos
   i64.load
   local.tee $1
   i64.const 8
   i64.shr_u
   i64.const 71777214294589695
   i64.and
   local.get $1
   i64.const 71777214294589695
   i64.and
   i64.const 8
   i64.shl
   i64.or
   local.tee $1
   i64.const 16
   i64.shr_u
   i64.const 281470681808895
   i64.and
   local.get $1
   i64.const 281470681808895
   i64.and
   i64.const 16
   i64.shl
   i64.or
   i64.const 32
   i64.rotr
   local.set $1
   global.get $assembly/msgpack/rdPos
   i32.const 8
   i32.add
   global.set $assembly/msgpack/rdPos
   local.get $1
   i64.const 2147483647
   i64.gt_u
   if (result i64)
    global.get $assembly/msgpack/rdStatus
    i32.eqz
    if
     i32.const 11
     global.set $assembly/msgpack/rdStatus
    end
    i64.const -1
   else
    local.get $1
   end
   return
  end
  global.get $assembly/msgpack/rdStatus
  i32.eqz
  if
   i32.const 11
   global.set $assembly/msgpack/rdStatus
  end
  i64.const -1
 )
 (func $assembly/descriptors/readItemHead (result i64)
  (local $0 i64)
  (local $1 i64)
  (local $2 i64)
  (local $3 i64)
  call $assembly/msgpack/readArrayHeader
  local.tee $1
  i64.const 0
  i64.lt_s
  if
   i64.const -1
   return
  end
  block $folding-inner0
   local.get $1
   i64.const 2
   i64.lt_s
   br_if $folding-inner0
   call $assembly/msgpack/readUint
   local.tee $0
   i64.const 0
   i64.lt_s
   if
    i64.const -1
    return
   end
   call $assembly/msgpack/readUint
   local.tee $2
   i64.const 0
   i64.lt_s
   if
    i64.const -1
    return
   end
   local.get $0
   i64.const 5
   i64.gt_s
   local.get $2
   i64.const 3
   i64.gt_s
   i32.or
   if (result i32)
    i32.const 0
   else
    block $assembly/descriptors/keysFit|inlined.1 (result i32)
     local.get $1
     i64.const 2
     i64.sub
     local.tee $3
     i64.const 1
     i64.eq
     local.get $0
     i64.const 2
     i64.eq
     local.get $0
     i64.const 1
     i64.eq
     i32.or
     br_if $assembly/descriptors/keysFit|inlined.1
     drop
     local.get $3
     i64.const 0
     i64.gt_s
     local.get $0
     i64.const 3
     i64.eq
     br_if $assembly/descriptors/keysFit|inlined.1
     drop
     local.get $3
     i64.eqz
    end
   end
   i32.eqz
   br_if $folding-inner0
   local.get $1
   i64.const 2
   i64.sub
   local.get $0
   i64.const 32
   i64.shl
   i64.or
   local.get $2
   i64.const 40
   i64.shl
   i64.or
   return
  end
  global.get $assembly/msgpack/rdStatus
  i32.eqz
  if
   i32.const 11
   global.set $assembly/msgpack/rdStatus
  end
  i64.const -1
 )
 (func $assembly/msgpack/readStr (result i32)
  (local $0 i32)
  (local $1 i64)
  (local $2 i32)
  (local $3 i32)
  (local $4 i32)
  block $folding-inner2 (result i32)
   global.get $assembly/msgpack/rdPos
   local.tee $3
   global.get $assembly/msgpack/rdEnd
   local.tee $2
   i32.lt_u
   if
    local.get $3
    i32.const 1
    i32.add
    local.set $0
    block $folding-inner0
     local.get $3
     i32.load8_u
     local.tee $3
     i32.const 224
     i32.and
     i32.const 160
     i32.eq
     if
      local.get $3
      i32.const 31
      i32.and
      i64.extend_i32_u
      local.set $1
     else
      local.get $3
      i32.const 219
      i32.le_u
      local.get $3
      i32.const 217
      i32.ge_u
      i32.and
      if (result i32)
       i32.const 1
       local.get $3
       i32.const 217
       i32.sub
       i32.shl
       local.tee $3
       local.get $2
       local.get $0
       i32.sub
       i32.gt_u
       br_if $folding-inner0
       block $assembly/msgpack/lengthAt|inlined.0 (result i64)
        local.get $3
        i32.const 1
        i32.eq
        if
         local.get $0
         i64.load8_u
         br $assembly/msgpack/lengthAt|inlined.0
        end
        local.get $3
        i32.const 2
        i32.eq
        if
         local.get $0
         i32.load16_u
         local.tee $4
         i32.const 8
         i32.shl
         local.get $4
         i32.const 8
         i32.shr_u
         i32.or
         i32.const 65535
         i32.and
         i64.extend_i32_u
         br $assembly/msgpack/lengthAt|inlined.0
        end
        local.get $0
        i32.load
        local.tee $4
        i32.const -16711936
        i32.and
        i32.const 8
        i32.rotl
        local.get $4
        i32.const 16711935
        i32.and
        i32.const 8
        i32.rotr
        i32.or
        i64.extend_i32_u
       end
       local.set $1
       local.get $0
       local.get $3
       i32.add
      else
       local.get $0
       global.set $assembly/msgpack/rdPos
       i32.const 11
       br $folding-inner2
      end
      local.set $0
     end
     local.get $1
     local.get $2
     local.get $0
     i32.sub
     i64.extend_i32_u
     i64.gt_u
     br_if $folding-inner0
     local.get $0
     global.set $assembly/msgpack/rdStrPtr
     local.get $1
     i32.wrap_i64
     local.tee $2
     global.set $assembly/msgpack/rdStrLen
     local.get $0
     local.get $2
     i32.add
     global.set $assembly/msgpack/rdPos
     i32.const 1
     return
    end
    local.get $0
    global.set $assembly/msgpack/rdPos
   end
   i32.const 10
  end
  local.set $0
  global.get $assembly/msgpack/rdStatus
  i32.eqz
  if
   local.get $0
   global.set $assembly/msgpack/rdStatus
  end
  i32.const 0
 )
 (func $assembly/keys/resize (param $0 i32) (param $1 i32) (result i32)
  (local $2 i64)
  (local $3 i32)
  (local $4 i32)
  (local $5 i32)
  (local $6 i32)
  (local $7 i32)
  (local $8 i32)
  (local $9 i32)
  global.get $assembly/keys/arenaCap
  global.get $assembly/keys/capacity
  local.tee $8
  i64.extend_i32_s
  i64.const 4
  i64.shl
  i32.wrap_i64
  i32.add
  local.set $3
  local.get $1
  i64.extend_i32_u
  local.get $0
  i64.extend_i32_s
  i64.const 4
  i64.shl
  i64.add
  local.tee $2
  i64.const 2147483647
  i64.gt_u
  if
   i32.const 0
   return
  end
  block $__inlined_func$assembly/workspace/growBlock$3 (result i32)
   global.get $assembly/keys/blockPtr
   local.set $4
   i32.const 0
   local.get $2
   i32.wrap_i64
   local.tee $6
   i32.const 1073741760
   i32.gt_u
   if (result i32)
    i32.const 0
   else
    local.get $6
    local.get $3
    i32.sub
    call $assembly/workspace/ensureRoom
   end
   i32.eqz
   br_if $__inlined_func$assembly/workspace/growBlock$3
   drop
   local.get $4
   i32.const 15
   i32.and
   i32.const 1
   local.get $4
   select
   if
    i32.const 0
    i32.const 7424
    i32.const 45
    i32.const 3
    call $~lib/builtins/abort
    unreachable
   end
   global.get $~lib/rt/stub/offset
   local.get $4
   i32.const 4
   i32.sub
   local.tee $9
   i32.load
   local.tee $5
   local.get $4
   i32.add
   i32.eq
   local.set $3
   local.get $6
   i32.const 19
   i32.add
   i32.const -16
   i32.and
   i32.const 4
   i32.sub
   local.set $7
   local.get $5
   local.get $6
   i32.lt_u
   if
    local.get $3
    if
     local.get $6
     i32.const 1073741820
     i32.gt_u
     if
      i32.const 7488
      i32.const 7424
      i32.const 52
      i32.const 33
      call $~lib/builtins/abort
      unreachable
     end
     local.get $4
     local.get $7
     i32.add
     local.tee $6
     memory.size
     local.tee $5
     i32.const 16
     i32.shl
     i32.const 15
     i32.add
     i32.const -16
     i32.and
     local.tee $3
     i32.gt_u
     if
      local.get $5
      local.get $6
      local.get $3
      i32.sub
      i32.const 65535
      i32.add
      i32.const -65536
      i32.and
      i32.const 16
      i32.shr_u
      local.tee $3
      local.get $3
      local.get $5
      i32.lt_s
      select
      memory.grow
      i32.const 0
      i32.lt_s
      if
       local.get $3
       memory.grow
       i32.const 0
       i32.lt_s
       if
        unreachable
       end
      end
     end
     local.get $6
     global.set $~lib/rt/stub/offset
     local.get $9
     local.get $7
     i32.store
    else
     local.get $7
     local.get $5
     i32.const 1
     i32.shl
     local.tee $3
     local.get $3
     local.get $7
     i32.lt_u
     select
     call $~lib/rt/stub/__alloc
     local.tee $3
     local.get $4
     local.get $5
     memory.copy
     local.get $3
     local.set $4
    end
   else
    local.get $3
    if
     local.get $4
     local.get $7
     i32.add
     global.set $~lib/rt/stub/offset
     local.get $9
     local.get $7
     i32.store
    end
   end
   local.get $4
  end
  local.tee $4
  i32.eqz
  if
   i32.const 0
   return
  end
  local.get $4
  global.get $assembly/keys/blockPtr
  i32.sub
  local.tee $3
  global.get $assembly/keys/keyBase
  i32.add
  local.set $7
  local.get $4
  global.set $assembly/keys/blockPtr
  local.get $1
  global.set $assembly/keys/arenaCap
  local.get $3
  i32.eqz
  local.get $0
  local.get $8
  i32.eq
  i32.and
  if
   i32.const 1
   return
  end
  global.get $assembly/keys/slotItemPtr
  local.get $3
  i32.add
  local.set $6
  global.get $assembly/keys/keyBytesPtr
  local.get $3
  i32.add
  local.set $5
  global.get $assembly/keys/keyLenPtr
  local.get $3
  i32.add
  local.set $4
  global.get $assembly/keys/blockPtr
  local.tee $3
  global.set $assembly/keys/slotKeyPtr
  local.get $0
  i32.const 2
  i32.shl
  local.tee $1
  local.get $3
  i32.add
  global.set $assembly/keys/slotItemPtr
  local.get $3
  local.get $1
  i32.const 1
  i32.shl
  i32.add
  global.set $assembly/keys/keyBytesPtr
  local.get $0
  i32.const 1
  i32.shl
  local.tee $1
  global.get $assembly/keys/keyBytesPtr
  i32.add
  global.set $assembly/keys/keyLenPtr
  global.get $assembly/keys/keyLenPtr
  local.get $1
  i32.add
  global.set $assembly/keys/hashPtr
  local.get $0
  i32.const 1
  i32.shr_u
  i32.const 1
  i32.sub
  global.set $assembly/keys/hashMask
  local.get $0
  global.set $assembly/keys/capacity
  global.get $assembly/keys/arenaOn
  if (result i32)
   global.get $assembly/keys/blockPtr
   local.get $0
   i64.extend_i32_s
   i64.const 4
   i64.shl
   i32.wrap_i64
   i32.add
  else
   i32.const 0
  end
  global.set $assembly/keys/keyBase
  global.get $assembly/keys/arenaOn
  if
   global.get $assembly/keys/keyBase
   local.get $7
   global.get $assembly/keys/arenaUsed
   memory.copy
  end
  global.get $assembly/keys/keyLenPtr
  local.get $4
  global.get $assembly/keys/keyTotal
  i32.const 2
  i32.shl
  local.tee $1
  memory.copy
  global.get $assembly/keys/keyBytesPtr
  local.get $5
  local.get $1
  memory.copy
  global.get $assembly/keys/slotItemPtr
  local.get $6
  global.get $assembly/keys/slotTotal
  i32.const 2
  i32.shl
  memory.copy
  global.get $assembly/keys/hashPtr
  i32.const 0
  local.get $0
  i32.const 2
  i32.shl
  memory.fill
  i32.const 0
  local.set $1
  loop $for-loop|0
   local.get $1
   global.get $assembly/keys/keyTotal
   i32.lt_s
   if
    global.get $assembly/keys/keyBase
    local.get $1
    i32.const 2
    i32.shl
    local.tee $3
    global.get $assembly/keys/keyBytesPtr
    i32.add
    i32.load
    i32.add
    local.set $0
    global.get $assembly/keys/seed
    i64.extend_i32_u
    global.get $assembly/keys/keyLenPtr
    local.get $3
    i32.add
    i32.load
    i32.const 2147483647
    i32.and
    local.tee $3
    i64.extend_i32_u
    i64.const 32
    i64.shl
    i64.xor
    i64.const -7046029254386353131
    i64.mul
    local.set $2
    local.get $0
    local.get $3
    i32.add
    local.set $3
    loop $while-continue|1
     local.get $3
     local.get $0
     i32.sub
     i32.const 8
     i32.ge_u
     if
      local.get $2
      local.get $0
      i64.load
      i64.xor
      i64.const -4658895280553007687
      i64.mul
      local.tee $2
      local.get $2
      i64.const 31
      i64.shr_u
      i64.xor
      local.set $2
      local.get $0
      i32.const 8
      i32.add
      local.set $0
      br $while-continue|1
     end
    end
    local.get $0
    local.get $3
    i32.lt_u
    if
     local.get $2
     block $assembly/keys/tailWord|inlined.0 (result i64)
      local.get $3
      local.get $0
      i32.sub
      local.tee $3
      i32.const 4
      i32.ge_u
      if
       local.get $0
       i64.load32_u
       local.get $0
       local.get $3
       i32.add
       i32.const 4
       i32.sub
       i64.load32_u
       i64.const 32
       i64.shl
       i64.or
       br $assembly/keys/tailWord|inlined.0
      end
      local.get $0
      i64.load8_u
      local.set $2
      local.get $3
      i32.const 2
      i32.ge_u
      if (result i64)
       local.get $2
       local.get $0
       local.get $3
       i32.add
       i32.const 2
       i32.sub
       i64.load16_u
       i64.const 8
       i64.shl
       i64.or
      else
       local.get $2
      end
     end
     i64.xor
     i64.const -4658895280553007687
     i64.mul
     local.tee $2
     local.get $2
     i64.const 31
     i64.shr_u
     i64.xor
     local.set $2
    end
    local.get $2
    i64.const 30
    i64.shr_u
    local.get $2
    i64.xor
    i64.const -7046029254386353131
    i64.mul
    local.tee $2
    local.get $2
    i64.const 32
    i64.shr_u
    i64.xor
    i32.wrap_i64
    local.tee $3
    global.get $assembly/keys/hashMask
    i32.and
    local.set $0
    loop $while-continue|2
     global.get $assembly/keys/hashPtr
     local.get $0
     i32.const 3
     i32.shl
     i32.add
     i64.load
     i64.const 0
     i64.ne
     if
      global.get $assembly/keys/hashMask
      local.get $0
      i32.const 1
      i32.add
      i32.and
      local.set $0
      br $while-continue|2
     end
    end
    global.get $assembly/keys/hashPtr
    local.get $0
    i32.const 3
    i32.shl
    i32.add
    local.get $1
    i32.const 1
    i32.add
    local.tee $1
    i64.extend_i32_u
    local.get $3
    i64.extend_i32_u
    i64.const 32
    i64.shl
    i64.or
    i64.store
    br $for-loop|0
   end
  end
  i32.const 1
 )
 (func $assembly/keys/addSlot (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (result i32)
  (local $4 i32)
  (local $5 i32)
  (local $6 i64)
  (local $7 i32)
  (local $8 i32)
  (local $9 i32)
  (local $10 i32)
  (local $11 i64)
  (local $12 i32)
  (local $13 i32)
  global.get $assembly/keys/slotTotal
  global.get $assembly/keys/capacity
  i32.eq
  if (result i32)
   i32.const 1
  else
   global.get $assembly/keys/keyTotal
   global.get $assembly/keys/capacity
   local.tee $4
   i32.const 1
   i32.shr_s
   local.get $4
   i32.const 3
   i32.shr_s
   i32.sub
   i32.ge_s
  end
  if (result i32)
   global.get $assembly/keys/capacity
   i32.const 134217727
   i32.ge_s
   if (result i32)
    i32.const 0
   else
    global.get $assembly/keys/capacity
    i32.const 1
    i32.shl
    global.get $assembly/keys/arenaCap
    call $assembly/keys/resize
   end
  else
   i32.const 1
  end
  i32.eqz
  if
   i32.const 0
   return
  end
  global.get $assembly/keys/arenaOn
  if (result i32)
   global.get $assembly/keys/arenaCap
   i64.extend_i32_u
   global.get $assembly/keys/arenaUsed
   i64.extend_i32_u
   local.get $2
   i64.extend_i32_u
   i64.add
   i64.lt_u
  else
   i32.const 0
  end
  if (result i32)
   block $__inlined_func$assembly/keys/growArena$30 (result i32)
    global.get $assembly/keys/arenaUsed
    i64.extend_i32_u
    local.get $2
    i64.extend_i32_u
    i64.add
    local.set $11
    global.get $assembly/keys/arenaCap
    i64.extend_i32_u
    local.set $6
    loop $while-continue|0
     local.get $6
     local.get $11
     i64.lt_u
     if
      local.get $6
      i64.const 1
      i64.shl
      local.set $6
      br $while-continue|0
     end
    end
    i32.const 0
    local.get $6
    i64.const 2147483647
    i64.gt_u
    br_if $__inlined_func$assembly/keys/growArena$30
    drop
    global.get $assembly/keys/capacity
    local.get $6
    i32.wrap_i64
    call $assembly/keys/resize
   end
  else
   i32.const 1
  end
  i32.eqz
  if
   i32.const 0
   return
  end
  global.get $assembly/keys/slotTotal
  local.tee $9
  i32.const 1
  i32.add
  global.set $assembly/keys/slotTotal
  global.get $assembly/keys/seed
  i64.extend_i32_u
  local.get $2
  i64.extend_i32_u
  i64.const 32
  i64.shl
  i64.xor
  i64.const -7046029254386353131
  i64.mul
  local.set $6
  local.get $1
  local.set $4
  local.get $1
  local.get $2
  i32.add
  local.set $5
  loop $while-continue|01
   local.get $5
   local.get $4
   i32.sub
   i32.const 8
   i32.ge_u
   if
    local.get $6
    local.get $4
    i64.load
    i64.xor
    i64.const -4658895280553007687
    i64.mul
    local.tee $6
    local.get $6
    i64.const 31
    i64.shr_u
    i64.xor
    local.set $6
    local.get $4
    i32.const 8
    i32.add
    local.set $4
    br $while-continue|01
   end
  end
  global.get $assembly/keys/slotKeyPtr
  local.get $9
  i32.const 2
  i32.shl
  i32.add
  local.get $4
  local.get $5
  i32.lt_u
  if
   block $assembly/keys/tailWord|inlined.1 (result i64)
    local.get $5
    local.get $4
    i32.sub
    local.tee $5
    i32.const 4
    i32.ge_u
    if
     local.get $4
     i64.load32_u
     local.get $4
     local.get $5
     i32.add
     i32.const 4
     i32.sub
     i64.load32_u
     i64.const 32
     i64.shl
     i64.or
     br $assembly/keys/tailWord|inlined.1
    end
    local.get $4
    i64.load8_u
    local.set $11
    local.get $5
    i32.const 2
    i32.ge_u
    if (result i64)
     local.get $11
     local.get $4
     local.get $5
     i32.add
     i32.const 2
     i32.sub
     i64.load16_u
     i64.const 8
     i64.shl
     i64.or
    else
     local.get $11
    end
   end
   local.get $6
   i64.xor
   i64.const -4658895280553007687
   i64.mul
   local.tee $6
   local.get $6
   i64.const 31
   i64.shr_u
   i64.xor
   local.set $6
  end
  local.get $6
  i64.const 30
  i64.shr_u
  local.get $6
  i64.xor
  i64.const -7046029254386353131
  i64.mul
  local.tee $6
  local.get $6
  i64.const 32
  i64.shr_u
  i64.xor
  i32.wrap_i64
  local.tee $12
  global.get $assembly/keys/hashMask
  i32.and
  local.set $4
  block $assembly/keys/internKey|inlined.0
   loop $while-continue|1
    global.get $assembly/keys/hashPtr
    local.get $4
    i32.const 3
    i32.shl
    i32.add
    i64.load
    local.tee $6
    i64.const 0
    i64.ne
    if
     local.get $6
     i32.wrap_i64
     i32.const 1
     i32.sub
     local.set $7
     local.get $6
     i64.const 32
     i64.shr_u
     i32.wrap_i64
     local.get $12
     i32.eq
     if (result i32)
      local.get $7
      i32.const 2
      i32.shl
      local.tee $5
      global.get $assembly/keys/keyLenPtr
      i32.add
      i32.load
      i32.const 2147483647
      i32.and
      local.get $2
      i32.ne
      if (result i32)
       i32.const 0
      else
       block $assembly/item-fields/bytesEqual|inlined.0 (result i32)
        global.get $assembly/keys/keyBase
        global.get $assembly/keys/keyBytesPtr
        local.get $5
        i32.add
        i32.load
        i32.add
        local.set $13
        local.get $2
        i32.const 8
        i32.ge_u
        if
         local.get $2
         i32.const 8
         i32.sub
         local.set $5
         i32.const 0
         local.set $8
         loop $for-loop|2
          local.get $5
          local.get $8
          i32.gt_u
          if
           i32.const 0
           local.get $8
           local.get $13
           i32.add
           i64.load
           local.get $1
           local.get $8
           i32.add
           i64.load
           i64.ne
           br_if $assembly/item-fields/bytesEqual|inlined.0
           drop
           local.get $8
           i32.const 8
           i32.add
           local.set $8
           br $for-loop|2
          end
         end
         local.get $5
         local.get $13
         i32.add
         i64.load
         local.get $1
         local.get $5
         i32.add
         i64.load
         i64.eq
         br $assembly/item-fields/bytesEqual|inlined.0
        end
        local.get $2
        i32.const 4
        i32.ge_u
        if
         local.get $13
         i32.load
         local.get $1
         i32.load
         i32.eq
         if (result i32)
          local.get $2
          local.get $13
          i32.add
          i32.const 4
          i32.sub
          i32.load
          local.get $1
          local.get $2
          i32.add
          i32.const 4
          i32.sub
          i32.load
          i32.eq
         else
          i32.const 0
         end
         br $assembly/item-fields/bytesEqual|inlined.0
        end
        i32.const 0
        local.set $8
        loop $for-loop|3
         local.get $2
         local.get $8
         i32.gt_u
         if
          i32.const 0
          local.get $8
          local.get $13
          i32.add
          i32.load8_u
          local.get $1
          local.get $8
          i32.add
          i32.load8_u
          i32.ne
          br_if $assembly/item-fields/bytesEqual|inlined.0
          drop
          local.get $8
          i32.const 1
          i32.add
          local.set $8
          br $for-loop|3
         end
        end
        i32.const 1
       end
      end
     else
      i32.const 0
     end
     br_if $assembly/keys/internKey|inlined.0
     global.get $assembly/keys/hashMask
     local.get $4
     i32.const 1
     i32.add
     i32.and
     local.set $4
     br $while-continue|1
    end
   end
   global.get $assembly/keys/keyTotal
   local.tee $7
   i32.const 1
   i32.add
   global.set $assembly/keys/keyTotal
   global.get $assembly/keys/hashPtr
   local.get $4
   i32.const 3
   i32.shl
   i32.add
   local.get $7
   i32.const 1
   i32.add
   i64.extend_i32_u
   local.get $12
   i64.extend_i32_u
   i64.const 32
   i64.shl
   i64.or
   i64.store
   local.get $1
   local.set $4
   global.get $assembly/keys/arenaOn
   if
    global.get $assembly/keys/arenaUsed
    local.tee $4
    global.get $assembly/keys/keyBase
    i32.add
    local.set $8
    local.get $1
    local.get $2
    i32.add
    local.set $12
    loop $while-continue|4
     local.get $1
     i32.const 8
     i32.add
     local.tee $5
     local.get $12
     i32.le_u
     if
      local.get $8
      local.get $1
      i64.load
      i64.store
      local.get $8
      i32.const 8
      i32.add
      local.set $8
      local.get $5
      local.set $1
      br $while-continue|4
     end
    end
    loop $while-continue|5
     local.get $1
     local.get $12
     i32.lt_u
     if
      local.get $8
      local.get $1
      i32.load8_u
      i32.store8
      local.get $8
      i32.const 1
      i32.add
      local.set $8
      local.get $1
      i32.const 1
      i32.add
      local.set $1
      br $while-continue|5
     end
    end
    global.get $assembly/keys/arenaUsed
    local.get $2
    i32.add
    global.set $assembly/keys/arenaUsed
   end
   local.get $7
   i32.const 2
   i32.shl
   local.tee $1
   global.get $assembly/keys/keyBytesPtr
   i32.add
   local.get $4
   i32.store
   global.get $assembly/keys/keyLenPtr
   local.get $1
   i32.add
   local.get $2
   i32.store
  end
  local.get $7
  i32.store
  global.get $assembly/keys/slotItemPtr
  local.get $9
  i32.const 2
  i32.shl
  i32.add
  local.get $0
  i32.store
  local.get $3
  if
   global.get $assembly/keys/keyLenPtr
   local.get $7
   i32.const 2
   i32.shl
   i32.add
   local.tee $0
   i32.load
   local.tee $1
   i32.const -2147483648
   i32.and
   if
    i32.const 1
    global.set $assembly/keys/outputsRepeat
   else
    local.get $0
    local.get $1
    i32.const -2147483648
    i32.or
    i32.store
   end
  end
  i32.const 1
 )
 (func $assembly/descriptors/fillDescriptors (param $0 i32) (param $1 i32) (param $2 i32) (result i32)
  (local $3 i64)
  (local $4 i32)
  (local $5 i32)
  (local $6 i32)
  (local $7 i64)
  (local $8 i32)
  (local $9 i64)
  (local $10 i32)
  (local $11 i32)
  local.get $0
  global.set $assembly/msgpack/rdPos
  local.get $0
  local.get $1
  i32.add
  global.set $assembly/msgpack/rdEnd
  i32.const 0
  global.set $assembly/msgpack/rdStatus
  call $assembly/msgpack/readArrayHeader
  local.tee $3
  i64.const 0
  i64.lt_s
  if
   global.get $assembly/msgpack/rdStatus
   return
  end
  local.get $3
  local.get $2
  i64.extend_i32_s
  i64.gt_s
  if
   i32.const 13
   return
  end
  local.get $3
  i32.wrap_i64
  local.tee $4
  i32.const 0
  call $assembly/tables/allocItems
  if (result i32)
   local.get $4
   i32.const 0
   i32.const 0
   call $assembly/keys/beginKeys
  else
   i32.const 0
  end
  i32.eqz
  if
   i32.const 16
   return
  end
  i32.const 0
  local.set $2
  i32.const 0
  local.set $0
  loop $for-loop|0
   local.get $0
   local.get $4
   i32.lt_s
   if
    block $assembly/descriptors/nextItemHead|inlined.0 (result i64)
     global.get $assembly/msgpack/rdEnd
     global.get $assembly/msgpack/rdPos
     local.tee $1
     i32.sub
     i32.const 3
     i32.ge_u
     if
      local.get $1
      i32.load8_u
      local.tee $5
      i32.const 15
      i32.and
      i64.extend_i32_u
      i64.const 2
      i64.sub
      local.set $7
      local.get $5
      i32.const 240
      i32.and
      i32.const 144
      i32.eq
      local.get $7
      i64.const 0
      i64.ge_s
      i32.and
      local.get $1
      i64.load8_u offset=1
      local.tee $9
      i64.const 5
      i64.le_u
      i32.and
      local.get $1
      i64.load8_u offset=2
      local.tee $3
      i64.const 3
      i64.le_u
      i32.and
      if (result i32)
       block $assembly/descriptors/keysFit|inlined.0 (result i32)
        local.get $7
        i64.const 1
        i64.eq
        local.get $9
        i64.const 2
        i64.eq
        local.get $9
        i64.const 1
        i64.eq
        i32.or
        br_if $assembly/descriptors/keysFit|inlined.0
        drop
        local.get $7
        i64.const 0
        i64.gt_s
        local.get $9
        i64.const 3
        i64.eq
        br_if $assembly/descriptors/keysFit|inlined.0
        drop
        local.get $7
        i64.eqz
       end
      else
       i32.const 0
      end
      if
       local.get $1
       i32.const 3
       i32.add
       global.set $assembly/msgpack/rdPos
       local.get $7
       local.get $9
       i64.const 32
       i64.shl
       i64.or
       local.get $3
       i64.const 40
       i64.shl
       i64.or
       br $assembly/descriptors/nextItemHead|inlined.0
      end
     end
     call $assembly/descriptors/readItemHead
    end
    local.tee $3
    i64.const 0
    i64.lt_s
    if
     global.get $assembly/msgpack/rdStatus
     return
    end
    local.get $0
    global.get $assembly/tables/kindPtr
    i32.add
    local.get $3
    i64.const 32
    i64.shr_s
    i64.const 255
    i64.and
    i32.wrap_i64
    local.tee $5
    i32.store8
    local.get $0
    global.get $assembly/tables/flagsPtr
    i32.add
    local.get $3
    i64.const 40
    i64.shr_s
    i64.store8
    global.get $assembly/tables/firstSlotPtr
    local.get $0
    i32.const 2
    i32.shl
    i32.add
    local.get $2
    i32.store
    local.get $3
    i64.const 4294967295
    i64.and
    i32.wrap_i64
    local.set $6
    i32.const 0
    local.set $1
    loop $for-loop|1
     local.get $1
     local.get $6
     i32.lt_s
     if
      block $assembly/descriptors/nextKey|inlined.0 (result i32)
       global.get $assembly/msgpack/rdPos
       local.tee $8
       global.get $assembly/msgpack/rdEnd
       i32.lt_u
       if
        local.get $8
        i32.load8_u
        local.tee $10
        i32.const 31
        i32.and
        local.set $11
        local.get $10
        i32.const 224
        i32.and
        i32.const 160
        i32.eq
        local.get $11
        global.get $assembly/msgpack/rdEnd
        local.get $8
        i32.sub
        i32.lt_u
        i32.and
        if
         local.get $8
         i32.const 1
         i32.add
         local.tee $8
         global.set $assembly/msgpack/rdStrPtr
         local.get $11
         global.set $assembly/msgpack/rdStrLen
         local.get $8
         local.get $11
         i32.add
         global.set $assembly/msgpack/rdPos
         i32.const 1
         br $assembly/descriptors/nextKey|inlined.0
        end
       end
       call $assembly/msgpack/readStr
      end
      i32.eqz
      if
       global.get $assembly/msgpack/rdStatus
       return
      end
      local.get $0
      global.get $assembly/msgpack/rdStrPtr
      global.get $assembly/msgpack/rdStrLen
      local.get $5
      i32.const 2
      i32.eq
      call $assembly/keys/addSlot
      i32.eqz
      if
       i32.const 16
       return
      end
      local.get $1
      i32.const 1
      i32.add
      local.set $1
      local.get $2
      i32.const 1
      i32.add
      local.set $2
      br $for-loop|1
     end
    end
    local.get $0
    i32.const 1
    i32.add
    local.set $0
    br $for-loop|0
   end
  end
  global.get $assembly/msgpack/rdPos
  global.get $assembly/msgpack/rdEnd
  i32.ne
  if
   i32.const 14
   return
  end
  global.get $assembly/tables/firstSlotPtr
  local.get $4
  i32.const 2
  i32.shl
  i32.add
  local.get $2
  i32.store
  local.get $4
  global.set $assembly/descriptors/countedItems
  i32.const 0
 )
 (func $assembly/tables/allocTables (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (result i32)
  (local $4 i64)
  (local $5 i32)
  global.get $assembly/tables/tablesBlock
  local.tee $5
  if
   local.get $5
   call $~lib/rt/stub/__free
  end
  i32.const 0
  global.set $assembly/tables/tablesBlock
  i32.const 0
  global.set $assembly/tables/slotCount
  local.get $0
  i32.const 1
  i32.add
  i64.extend_i32_s
  i64.const 2
  i64.shl
  i64.const 7
  i64.add
  i64.const -8
  i64.and
  local.get $0
  i64.extend_i32_s
  i64.const 2
  i64.shl
  i64.const 7
  i64.add
  i64.const -8
  i64.and
  i64.const 2
  i64.shl
  i64.add
  local.get $0
  local.get $1
  i32.add
  i64.extend_i32_s
  i64.const 2
  i64.shl
  i64.const 7
  i64.add
  i64.const -8
  i64.and
  i64.add
  local.get $1
  i64.extend_i32_s
  local.tee $4
  i64.const 2
  i64.shl
  i64.const 7
  i64.add
  i64.const -8
  i64.and
  i64.const 2
  i64.shl
  i64.add
  local.get $4
  i64.const 7
  i64.add
  i64.const -8
  i64.and
  i64.add
  local.get $4
  i64.const 3
  i64.shl
  i64.const 7
  i64.add
  i64.const -8
  i64.and
  i64.add
  local.tee $4
  local.get $3
  i64.extend_i32_u
  i64.gt_u
  if
   local.get $4
   i64.const 4294967295
   i64.gt_u
   if
    i32.const 0
    return
   end
   local.get $4
   i32.wrap_i64
   local.tee $2
   call $assembly/workspace/ensureRoom
   if (result i32)
    local.get $2
    call $~lib/rt/stub/__alloc
   else
    i32.const 0
   end
   global.set $assembly/tables/tablesBlock
   global.get $assembly/tables/tablesBlock
   i32.eqz
   if
    i32.const 0
    return
   end
   global.get $assembly/tables/tablesBlock
   local.set $2
  end
  local.get $1
  global.set $assembly/tables/slotCount
  local.get $2
  global.set $assembly/tables/backPtr
  local.get $2
  local.get $0
  i32.const 1
  i32.add
  i64.extend_i32_s
  i64.const 2
  i64.shl
  i64.const 7
  i64.add
  i64.const -8
  i64.and
  i32.wrap_i64
  i32.add
  local.tee $2
  global.set $assembly/tables/groupStartPtr
  local.get $2
  local.get $0
  i64.extend_i32_s
  i64.const 2
  i64.shl
  i64.const 7
  i64.add
  i64.const -8
  i64.and
  i32.wrap_i64
  local.tee $2
  i32.add
  local.tee $3
  global.set $assembly/tables/nextWaitPtr
  local.get $2
  local.get $3
  i32.add
  local.tee $3
  global.set $assembly/tables/groupOutPtr
  local.get $2
  local.get $3
  i32.add
  local.tee $3
  global.set $assembly/tables/droppedPtr
  local.get $2
  local.get $3
  i32.add
  local.tee $2
  global.set $assembly/tables/orderPtr
  local.get $2
  local.get $0
  local.get $1
  i32.add
  i64.extend_i32_s
  i64.const 2
  i64.shl
  i64.const 7
  i64.add
  i64.const -8
  i64.and
  i32.wrap_i64
  i32.add
  local.tee $0
  global.set $assembly/tables/slotOutPtr
  local.get $0
  local.get $1
  i64.extend_i32_s
  local.tee $4
  i64.const 2
  i64.shl
  i64.const 7
  i64.add
  i64.const -8
  i64.and
  i32.wrap_i64
  local.tee $0
  i32.add
  local.tee $1
  global.set $assembly/tables/slotDropPtr
  local.get $0
  local.get $1
  i32.add
  local.tee $1
  global.set $assembly/tables/latestPtr
  local.get $0
  local.get $1
  i32.add
  local.tee $1
  global.set $assembly/tables/waitHeadPtr
  local.get $0
  local.get $1
  i32.add
  local.tee $0
  global.set $assembly/tables/pairsPtr
  local.get $0
  local.get $4
  i64.const 3
  i64.shl
  i64.const 7
  i64.add
  i64.const -8
  i64.and
  i32.wrap_i64
  i32.add
  global.set $assembly/tables/slotAfterPtr
  i32.const 1
 )
 (func $assembly/pairing/listAmbiguousOutputs (result i32)
  (local $0 i32)
  (local $1 i32)
  (local $2 i32)
  (local $3 i32)
  global.get $assembly/keys/outputsRepeat
  i32.eqz
  if
   i32.const 0
   return
  end
  global.get $assembly/tables/itemCount
  local.set $2
  global.get $assembly/tables/latestPtr
  i32.const 0
  global.get $assembly/keys/keyTotal
  i32.const 2
  i32.shl
  memory.fill
  loop $for-loop|0
   local.get $0
   local.get $2
   i32.lt_s
   if
    local.get $0
    global.get $assembly/tables/kindPtr
    i32.add
    i32.load8_u
    i32.const 2
    i32.eq
    if
     global.get $assembly/tables/latestPtr
     global.get $assembly/keys/slotKeyPtr
     global.get $assembly/tables/firstSlotPtr
     local.get $0
     i32.const 2
     i32.shl
     i32.add
     i32.load
     i32.const 2
     i32.shl
     i32.add
     i32.load
     i32.const 2
     i32.shl
     i32.add
     local.tee $3
     local.get $3
     i32.load
     i32.const 1
     i32.add
     i32.store
    end
    local.get $0
    i32.const 1
    i32.add
    local.set $0
    br $for-loop|0
   end
  end
  i32.const 0
  local.set $0
  loop $for-loop|1
   local.get $1
   local.get $2
   i32.lt_s
   if
    local.get $1
    global.get $assembly/tables/kindPtr
    i32.add
    i32.load8_u
    i32.const 2
    i32.eq
    if
     global.get $assembly/tables/latestPtr
     global.get $assembly/keys/slotKeyPtr
     global.get $assembly/tables/firstSlotPtr
     local.get $1
     i32.const 2
     i32.shl
     i32.add
     i32.load
     i32.const 2
     i32.shl
     i32.add
     i32.load
     i32.const 2
     i32.shl
     i32.add
     i32.load
     i32.const 1
     i32.gt_s
     if
      global.get $assembly/tables/orderPtr
      local.get $0
      i32.const 2
      i32.shl
      i32.add
      local.get $1
      i32.store
      local.get $0
      i32.const 1
      i32.add
      local.set $0
     end
    end
    local.get $1
    i32.const 1
    i32.add
    local.set $1
    br $for-loop|1
   end
  end
  local.get $0
 )
 (func $assembly/index/prepare (param $0 i32) (param $1 i32) (param $2 i32) (result i32)
  global.get $assembly/index/inputPtr
  i32.eqz
  if
   i32.const -1
   return
  end
  local.get $2
  global.set $assembly/keys/seed
  block $__inlined_func$assembly/descriptors/parseDescriptors$308
   global.get $assembly/index/inputPtr
   local.tee $2
   local.get $0
   local.get $1
   call $assembly/descriptors/fillDescriptors
   local.tee $1
   br_if $__inlined_func$assembly/descriptors/parseDescriptors$308
   i32.const 16
   local.set $1
   global.get $assembly/descriptors/countedItems
   global.get $assembly/keys/slotTotal
   local.get $2
   local.get $0
   call $assembly/tables/allocTables
   i32.eqz
   br_if $__inlined_func$assembly/descriptors/parseDescriptors$308
   i32.const 0
   local.set $1
  end
  local.get $1
  if
   local.get $1
   return
  end
  call $assembly/pairing/listAmbiguousOutputs
  global.set $assembly/index/ambiguous
  i32.const 0
 )
 (func $assembly/msgpack/skipValues (param $0 i32) (param $1 i32) (param $2 i32) (result i32)
  (local $3 i32)
  (local $4 i32)
  (local $5 i64)
  (local $6 i32)
  (local $7 i32)
  (local $8 i32)
  (local $9 i32)
  (local $10 i32)
  i32.const 1024
  local.get $2
  local.get $2
  i32.const 1024
  i32.ge_s
  select
  local.set $8
  global.get $assembly/msgpack/rdPos
  local.set $2
  global.get $assembly/msgpack/rdEnd
  local.set $6
  local.get $0
  local.set $4
  i32.const 0
  local.set $0
  block $folding-inner3 (result i32)
   block $folding-inner2
    block $folding-inner1
     block $folding-inner0
      loop $while-continue|1
       block $while-break|1
        local.get $4
        i32.eqz
        if
         local.get $7
         i32.eqz
         br_if $while-break|1
         local.get $7
         i32.const 1
         i32.sub
         local.tee $7
         i32.const 2
         i32.shl
         i32.const 1024
         i32.add
         i32.load
         local.set $4
         local.get $7
         i32.const 5128
         i32.add
         i32.load8_u
         i32.const 0
         i32.ne
         local.set $0
         br $while-continue|1
        end
        local.get $4
        i32.const 1
        i32.and
        i32.eqz
        local.get $0
        local.get $0
        select
        local.set $3
        local.get $4
        i32.const 1
        i32.sub
        local.set $4
        local.get $2
        local.get $6
        i32.ge_u
        br_if $folding-inner0
        local.get $2
        i32.load8_u
        local.set $9
        local.get $2
        i32.const 1
        i32.add
        local.set $2
        local.get $9
        i32.const 224
        i32.and
        i32.const 160
        i32.eq
        if
         local.get $9
         i32.const 31
         i32.and
         local.tee $9
         local.get $6
         local.get $2
         i32.sub
         i32.gt_u
         br_if $folding-inner0
         local.get $3
         if (result i32)
          local.get $9
          i32.const 9
          i32.eq
          if (result i32)
           local.get $2
           i64.load
           i64.const 6876843178028195679
           i64.eq
          else
           i32.const 0
          end
          if (result i32)
           local.get $2
           i32.load8_u offset=8
           i32.const 95
           i32.eq
          else
           i32.const 0
          end
         else
          i32.const 0
         end
         br_if $folding-inner1
         local.get $2
         local.get $9
         i32.add
         local.set $2
         br $while-continue|1
        end
        local.get $9
        i32.const 128
        i32.lt_u
        local.get $9
        i32.const 224
        i32.ge_u
        i32.or
        local.get $9
        i32.const 192
        i32.eq
        i32.or
        local.get $9
        i32.const 194
        i32.eq
        i32.or
        local.get $9
        i32.const 195
        i32.eq
        i32.or
        br_if $while-continue|1
        local.get $3
        if (result i32)
         local.get $9
         i32.const 224
         i32.and
         i32.const 128
         i32.eq
         if (result i32)
          i32.const 1
         else
          local.get $9
          i32.const 223
          i32.le_u
          local.get $9
          i32.const 220
          i32.ge_u
          i32.and
         end
         if (result i32)
          i32.const 0
         else
          local.get $9
          i32.const 196
          i32.eq
          if (result i32)
           i32.const 1
          else
           local.get $9
           i32.const 197
           i32.eq
           if (result i32)
            i32.const 2
           else
            i32.const 4
            i32.const -1
            local.get $9
            i32.const 198
            i32.eq
            select
           end
          end
          i32.const 0
          i32.lt_s
         end
        else
         i32.const 1
        end
        i32.eqz
        br_if $folding-inner2
        local.get $9
        i32.const 219
        i32.le_u
        local.get $9
        i32.const 217
        i32.ge_u
        i32.and
        if
         i32.const 1
         local.get $9
         i32.const 217
         i32.sub
         i32.shl
         local.tee $9
         local.get $6
         local.get $2
         i32.sub
         i32.gt_u
         br_if $folding-inner0
         block $assembly/msgpack/lengthAt|inlined.4 (result i64)
          local.get $9
          i32.const 1
          i32.eq
          if
           local.get $2
           i64.load8_u
           br $assembly/msgpack/lengthAt|inlined.4
          end
          local.get $9
          i32.const 2
          i32.eq
          if
           local.get $2
           i32.load16_u
           local.tee $10
           i32.const 8
           i32.shl
           local.get $10
           i32.const 8
           i32.shr_u
           i32.or
           i32.const 65535
           i32.and
           i64.extend_i32_u
           br $assembly/msgpack/lengthAt|inlined.4
          end
          local.get $2
          i32.load
          local.tee $10
          i32.const -16711936
          i32.and
          i32.const 8
          i32.rotl
          local.get $10
          i32.const 16711935
          i32.and
          i32.const 8
          i32.rotr
          i32.or
          i64.extend_i32_u
         end
         local.tee $5
         local.get $6
         local.get $2
         local.get $9
         i32.add
         local.tee $2
         i32.sub
         i64.extend_i32_u
         i64.gt_u
         br_if $folding-inner0
         local.get $3
         if (result i32)
          local.get $5
          i32.wrap_i64
          i32.const 9
          i32.eq
          if (result i32)
           local.get $2
           i64.load
           i64.const 6876843178028195679
           i64.eq
          else
           i32.const 0
          end
          if (result i32)
           local.get $2
           i32.load8_u offset=8
           i32.const 95
           i32.eq
          else
           i32.const 0
          end
         else
          i32.const 0
         end
         br_if $folding-inner1
         local.get $2
         local.get $5
         i32.wrap_i64
         i32.add
         local.set $2
         br $while-continue|1
        end
        local.get $9
        i32.const 224
        i32.and
        i32.const 128
        i32.eq
        if (result i32)
         i32.const 1
        else
         local.get $9
         i32.const 223
         i32.le_u
         local.get $9
         i32.const 220
         i32.ge_u
         i32.and
        end
        i32.eqz
        if
         block $__inlined_func$assembly/msgpack/scalarBytes$47 (result i32)
          i32.const 0
          local.get $9
          i32.const 128
          i32.lt_u
          local.get $9
          i32.const 224
          i32.ge_u
          i32.or
          local.get $9
          i32.const 192
          i32.eq
          i32.or
          local.get $9
          i32.const 194
          i32.eq
          i32.or
          local.get $9
          i32.const 195
          i32.eq
          i32.or
          br_if $__inlined_func$assembly/msgpack/scalarBytes$47
          drop
          i32.const 1
          local.get $9
          i32.const 208
          i32.eq
          local.get $9
          i32.const 204
          i32.eq
          i32.or
          br_if $__inlined_func$assembly/msgpack/scalarBytes$47
          drop
          i32.const 2
          local.get $9
          i32.const 209
          i32.eq
          local.get $9
          i32.const 205
          i32.eq
          i32.or
          br_if $__inlined_func$assembly/msgpack/scalarBytes$47
          drop
          i32.const 4
          local.get $9
          i32.const 206
          i32.eq
          local.get $9
          i32.const 202
          i32.eq
          i32.or
          local.get $9
          i32.const 210
          i32.eq
          i32.or
          br_if $__inlined_func$assembly/msgpack/scalarBytes$47
          drop
          i32.const 8
          local.get $9
          i32.const 207
          i32.eq
          local.get $9
          i32.const 203
          i32.eq
          i32.or
          local.get $9
          i32.const 211
          i32.eq
          i32.or
          br_if $__inlined_func$assembly/msgpack/scalarBytes$47
          drop
          i32.const -1
         end
         local.tee $3
         i32.const 0
         i32.ge_s
         if
          local.get $3
          local.get $6
          local.get $2
          i32.sub
          i32.gt_u
          br_if $folding-inner0
          local.get $2
          local.get $3
          i32.add
          local.set $2
          br $while-continue|1
         end
         local.get $9
         i32.const 196
         i32.eq
         if (result i32)
          i32.const 1
         else
          local.get $9
          i32.const 197
          i32.eq
          if (result i32)
           i32.const 2
          else
           i32.const 4
           i32.const -1
           local.get $9
           i32.const 198
           i32.eq
           select
          end
         end
         local.tee $3
         i32.const 0
         i32.lt_s
         br_if $folding-inner2
         local.get $3
         local.get $6
         local.get $2
         i32.sub
         i32.gt_u
         br_if $folding-inner0
         block $assembly/msgpack/lengthAt|inlined.5 (result i64)
          local.get $3
          i32.const 1
          i32.eq
          if
           local.get $2
           i64.load8_u
           br $assembly/msgpack/lengthAt|inlined.5
          end
          local.get $3
          i32.const 2
          i32.eq
          if
           local.get $2
           i32.load16_u
           local.tee $9
           i32.const 8
           i32.shl
           local.get $9
           i32.const 8
           i32.shr_u
           i32.or
           i32.const 65535
           i32.and
           i64.extend_i32_u
           br $assembly/msgpack/lengthAt|inlined.5
          end
          local.get $2
          i32.load
          local.tee $9
          i32.const -16711936
          i32.and
          i32.const 8
          i32.rotl
          local.get $9
          i32.const 16711935
          i32.and
          i32.const 8
          i32.rotr
          i32.or
          i64.extend_i32_u
         end
         local.tee $5
         local.get $6
         local.get $2
         local.get $3
         i32.add
         local.tee $2
         i32.sub
         i64.extend_i32_u
         i64.gt_u
         br_if $folding-inner0
         local.get $2
         local.get $5
         i32.wrap_i64
         i32.add
         local.set $2
         br $while-continue|1
        end
        local.get $9
        i32.const 224
        i32.and
        i32.const 128
        i32.eq
        if
         local.get $9
         i32.const 15
         i32.and
         i64.extend_i32_u
         local.set $5
        else
         i32.const 2
         i32.const 4
         local.get $9
         i32.const 222
         i32.eq
         local.get $9
         i32.const 220
         i32.eq
         i32.or
         select
         local.tee $3
         local.get $6
         local.get $2
         i32.sub
         i32.gt_u
         br_if $folding-inner0
         block $assembly/msgpack/lengthAt|inlined.6 (result i64)
          local.get $3
          i32.const 1
          i32.eq
          if
           local.get $2
           i64.load8_u
           br $assembly/msgpack/lengthAt|inlined.6
          end
          local.get $3
          i32.const 2
          i32.eq
          if
           local.get $2
           i32.load16_u
           local.tee $10
           i32.const 8
           i32.shl
           local.get $10
           i32.const 8
           i32.shr_u
           i32.or
           i32.const 65535
           i32.and
           i64.extend_i32_u
           br $assembly/msgpack/lengthAt|inlined.6
          end
          local.get $2
          i32.load
          local.tee $10
          i32.const -16711936
          i32.and
          i32.const 8
          i32.rotl
          local.get $10
          i32.const 16711935
          i32.and
          i32.const 8
          i32.rotr
          i32.or
          i64.extend_i32_u
         end
         local.set $5
         local.get $2
         local.get $3
         i32.add
         local.set $2
        end
        local.get $5
        i64.const 1
        i64.shl
        local.get $5
        local.get $9
        i32.const 240
        i32.and
        i32.const 128
        i32.eq
        local.get $9
        i32.const 222
        i32.ge_u
        i32.or
        local.tee $3
        select
        local.tee $5
        local.get $6
        local.get $2
        i32.sub
        i64.extend_i32_u
        i64.gt_u
        br_if $folding-inner0
        local.get $1
        local.get $7
        i32.add
        i32.const 1
        i32.add
        local.get $8
        i32.gt_s
        if
         local.get $2
         global.set $assembly/msgpack/rdPos
         i32.const 12
         br $folding-inner3
        else
         local.get $7
         i32.const 2
         i32.shl
         i32.const 1024
         i32.add
         local.get $4
         i32.store
         local.get $7
         i32.const 5128
         i32.add
         local.get $0
         i32.const 0
         i32.ne
         i32.store8
         local.get $7
         i32.const 1
         i32.add
         local.set $7
         local.get $5
         i32.wrap_i64
         local.set $4
         local.get $3
         local.set $0
         br $while-continue|1
        end
        unreachable
       end
      end
      local.get $2
      global.set $assembly/msgpack/rdPos
      i32.const 1
      return
     end
     local.get $2
     global.set $assembly/msgpack/rdPos
     i32.const 10
     br $folding-inner3
    end
    local.get $2
    global.set $assembly/msgpack/rdPos
    i32.const 15
    br $folding-inner3
   end
   local.get $2
   global.set $assembly/msgpack/rdPos
   i32.const 11
  end
  local.set $0
  global.get $assembly/msgpack/rdStatus
  i32.eqz
  if
   local.get $0
   global.set $assembly/msgpack/rdStatus
  end
  i32.const 0
 )
 (func $assembly/msgpack/readMapHeader (result i64)
  (local $0 i32)
  (local $1 i64)
  global.get $assembly/msgpack/rdEnd
  global.get $assembly/msgpack/rdPos
  i32.ne
  if (result i32)
   i32.const 1
  else
   global.get $assembly/msgpack/rdStatus
   i32.eqz
   if
    i32.const 10
    global.set $assembly/msgpack/rdStatus
   end
   i32.const 0
  end
  i32.eqz
  if
   i64.const -1
   return
  end
  global.get $assembly/msgpack/rdPos
  i32.load8_u
  local.set $0
  global.get $assembly/msgpack/rdPos
  i32.const 1
  i32.add
  global.set $assembly/msgpack/rdPos
  block $folding-inner0
   local.get $0
   i32.const 240
   i32.and
   i32.const 128
   i32.eq
   if (result i64)
    local.get $0
    i32.const 15
    i32.and
    i64.extend_i32_u
   else
    local.get $0
    i32.const 222
    i32.eq
    if (result i64)
     global.get $assembly/msgpack/rdEnd
     global.get $assembly/msgpack/rdPos
     i32.sub
     i32.const 2
     i32.ge_u
     if (result i32)
      i32.const 1
     else
      global.get $assembly/msgpack/rdStatus
      i32.eqz
      if
       i32.const 10
       global.set $assembly/msgpack/rdStatus
      end
      i32.const 0
     end
     if (result i64)
      global.get $assembly/msgpack/rdPos
      global.get $assembly/msgpack/rdPos
      i32.const 2
      i32.add
      global.set $assembly/msgpack/rdPos
      i32.load16_u
      local.tee $0
      i32.const 8
      i32.shl
      local.get $0
      i32.const 8
      i32.shr_u
      i32.or
      i32.const 65535
      i32.and
      i64.extend_i32_u
     else
      i64.const -1
     end
    else
     local.get $0
     i32.const 223
     i32.eq
     if (result i64)
      global.get $assembly/msgpack/rdEnd
      global.get $assembly/msgpack/rdPos
      i32.sub
      i32.const 4
      i32.ge_u
      if (result i32)
       i32.const 1
      else
       global.get $assembly/msgpack/rdStatus
       i32.eqz
       if
        i32.const 10
        global.set $assembly/msgpack/rdStatus
       end
       i32.const 0
      end
      if (result i64)
       global.get $assembly/msgpack/rdPos
       global.get $assembly/msgpack/rdPos
       i32.const 4
       i32.add
       global.set $assembly/msgpack/rdPos
       i32.load
       local.tee $0
       i32.const -16711936
       i32.and
       i32.const 8
       i32.rotl
       local.get $0
       i32.const 16711935
       i32.and
       i32.const 8
       i32.rotr
       i32.or
       i64.extend_i32_u
      else
       i64.const -1
      end
     else
      i32.const 11
      local.set $0
      br $folding-inner0
     end
    end
   end
   local.tee $1
   i64.const 0
   i64.lt_s
   if
    i64.const -1
    return
   end
   global.get $assembly/msgpack/rdEnd
   global.get $assembly/msgpack/rdPos
   i32.sub
   i64.extend_i32_u
   local.get $1
   i64.const 1
   i64.shl
   i64.lt_u
   if
    i32.const 10
    local.set $0
    br $folding-inner0
   end
   local.get $1
   return
  end
  global.get $assembly/msgpack/rdStatus
  i32.eqz
  if
   local.get $0
   global.set $assembly/msgpack/rdStatus
  end
  i64.const -1
 )
 (func $assembly/map-lookup/findInMap (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (result i32)
  (local $4 i32)
  (local $5 i32)
  (local $6 i64)
  (local $7 i64)
  (local $8 i32)
  (local $9 i32)
  block $folding-inner0
   call $assembly/msgpack/readMapHeader
   local.tee $7
   i64.const 0
   i64.lt_s
   br_if $folding-inner0
   loop $for-loop|0
    local.get $6
    local.get $7
    i64.lt_s
    if
     global.get $assembly/msgpack/rdEnd
     global.get $assembly/msgpack/rdPos
     i32.ne
     if (result i32)
      i32.const 1
     else
      global.get $assembly/msgpack/rdStatus
      i32.eqz
      if
       i32.const 10
       global.set $assembly/msgpack/rdStatus
      end
      i32.const 0
     end
     i32.eqz
     br_if $folding-inner0
     i32.const 0
     local.set $4
     global.get $assembly/msgpack/rdPos
     i32.load8_u
     local.tee $8
     i32.const 224
     i32.and
     i32.const 160
     i32.eq
     if (result i32)
      i32.const 1
     else
      local.get $8
      i32.const 219
      i32.le_u
      local.get $8
      i32.const 217
      i32.ge_u
      i32.and
     end
     if
      call $assembly/msgpack/readStr
      i32.eqz
      br_if $folding-inner0
      global.get $assembly/msgpack/rdStrPtr
      local.set $8
      global.get $assembly/msgpack/rdStrLen
      local.tee $9
      local.get $3
      i32.eq
      if (result i32)
       block $assembly/item-fields/bytesEqual|inlined.3 (result i32)
        local.get $9
        i32.const 8
        i32.ge_u
        if
         local.get $9
         i32.const 8
         i32.sub
         local.set $9
         loop $for-loop|1
          local.get $4
          local.get $9
          i32.lt_u
          if
           i32.const 0
           local.get $4
           local.get $8
           i32.add
           i64.load
           local.get $2
           local.get $4
           i32.add
           i64.load
           i64.ne
           br_if $assembly/item-fields/bytesEqual|inlined.3
           drop
           local.get $4
           i32.const 8
           i32.add
           local.set $4
           br $for-loop|1
          end
         end
         local.get $8
         local.get $9
         i32.add
         i64.load
         local.get $2
         local.get $9
         i32.add
         i64.load
         i64.eq
         br $assembly/item-fields/bytesEqual|inlined.3
        end
        local.get $9
        i32.const 4
        i32.ge_u
        if
         local.get $8
         i32.load
         local.get $2
         i32.load
         i32.eq
         if (result i32)
          local.get $8
          local.get $9
          i32.add
          i32.const 4
          i32.sub
          i32.load
          local.get $2
          local.get $9
          i32.add
          i32.const 4
          i32.sub
          i32.load
          i32.eq
         else
          i32.const 0
         end
         br $assembly/item-fields/bytesEqual|inlined.3
        end
        loop $for-loop|2
         local.get $4
         local.get $9
         i32.lt_u
         if
          i32.const 0
          local.get $4
          local.get $8
          i32.add
          i32.load8_u
          local.get $2
          local.get $4
          i32.add
          i32.load8_u
          i32.ne
          br_if $assembly/item-fields/bytesEqual|inlined.3
          drop
          local.get $4
          i32.const 1
          i32.add
          local.set $4
          br $for-loop|2
         end
        end
        i32.const 1
       end
      else
       i32.const 0
      end
      local.set $4
     else
      i32.const 1
      local.get $0
      local.get $1
      call $assembly/msgpack/skipValues
      i32.eqz
      br_if $folding-inner0
     end
     block $for-continue|0
      local.get $4
      i32.eqz
      if
       i32.const 1
       local.get $0
       local.get $1
       call $assembly/msgpack/skipValues
       i32.eqz
       br_if $folding-inner0
       br $for-continue|0
      end
      global.get $assembly/msgpack/rdEnd
      global.get $assembly/msgpack/rdPos
      i32.ne
      if (result i32)
       i32.const 1
      else
       global.get $assembly/msgpack/rdStatus
       i32.eqz
       if
        i32.const 10
        global.set $assembly/msgpack/rdStatus
       end
       i32.const 0
      end
      i32.eqz
      br_if $folding-inner0
      i32.const 2
      local.set $5
      block $__inlined_func$assembly/map-lookup/tagOf$62
       global.get $assembly/msgpack/rdPos
       i32.load8_u
       local.tee $4
       i32.const 224
       i32.and
       i32.const 160
       i32.eq
       if (result i32)
        i32.const 1
       else
        local.get $4
        i32.const 219
        i32.le_u
        local.get $4
        i32.const 217
        i32.ge_u
        i32.and
       end
       br_if $__inlined_func$assembly/map-lookup/tagOf$62
       i32.const 1
       local.set $5
       local.get $4
       i32.const 192
       i32.eq
       br_if $__inlined_func$assembly/map-lookup/tagOf$62
       i32.const 3
       i32.const 5
       local.get $4
       i32.const 222
       i32.eq
       local.get $4
       i32.const 240
       i32.and
       i32.const 128
       i32.eq
       i32.or
       local.get $4
       i32.const 223
       i32.eq
       i32.or
       select
       local.set $5
      end
      local.get $5
      i32.const 2
      i32.eq
      if
       call $assembly/msgpack/readStr
       i32.eqz
       br_if $folding-inner0
       global.get $assembly/msgpack/rdStrPtr
       global.set $assembly/map-lookup/foundPtr
       global.get $assembly/msgpack/rdStrLen
       global.set $assembly/map-lookup/foundLen
      else
       i32.const 1
       local.get $0
       local.get $1
       call $assembly/msgpack/skipValues
       i32.eqz
       br_if $folding-inner0
      end
     end
     local.get $6
     i64.const 1
     i64.add
     local.set $6
     br $for-loop|0
    end
   end
   local.get $5
   return
  end
  i32.const -1
 )
 (func $assembly/map-lookup/nextChatId (param $0 i32) (result i32)
  (local $1 i32)
  global.get $assembly/msgpack/rdEnd
  global.get $assembly/msgpack/rdPos
  i32.ne
  if (result i32)
   i32.const 1
  else
   global.get $assembly/msgpack/rdStatus
   i32.eqz
   if
    i32.const 10
    global.set $assembly/msgpack/rdStatus
   end
   i32.const 0
  end
  i32.eqz
  if
   i32.const 0
   return
  end
  global.get $assembly/msgpack/rdPos
  i32.load8_u
  local.tee $1
  i32.const 222
  i32.eq
  local.get $1
  i32.const 240
  i32.and
  i32.const 128
  i32.eq
  i32.or
  local.get $1
  i32.const 223
  i32.eq
  i32.or
  i32.eqz
  if
   i32.const 1
   i32.const 3
   local.get $0
   call $assembly/msgpack/skipValues
   drop
   i32.const 0
   return
  end
  i32.const 4
  local.get $0
  i32.const 6714
  i32.const 2
  call $assembly/map-lookup/findInMap
  i32.const 2
  i32.eq
  global.get $assembly/map-lookup/foundLen
  i32.const 0
  i32.ne
  i32.and
 )
 (func $assembly/stored-items/serverExecuted (param $0 i32) (result i32)
  (local $1 i32)
  (local $2 i32)
  local.get $0
  i32.const 1
  i32.eq
  if
   i32.const 1
   return
  end
  local.get $0
  i32.eqz
  if
   i32.const 0
   return
  end
  local.get $0
  i32.const 3
  i32.eq
  if
   i32.const 6728
   i32.load8_u
   i32.const 2
   i32.eq
   if (result i32)
    i32.const 6768
    i32.load
    local.set $0
    i32.const 6832
    i32.load
    local.tee $2
    i32.const 6
    i32.eq
    if (result i32)
     block $assembly/item-fields/bytesEqual|inlined.4 (result i32)
      local.get $2
      i32.const 8
      i32.ge_u
      if
       local.get $2
       i32.const 8
       i32.sub
       local.set $2
       loop $for-loop|0
        local.get $1
        local.get $2
        i32.lt_u
        if
         i32.const 0
         local.get $0
         local.get $1
         i32.add
         i64.load
         local.get $1
         i32.const 6699
         i32.add
         i64.load
         i64.ne
         br_if $assembly/item-fields/bytesEqual|inlined.4
         drop
         local.get $1
         i32.const 8
         i32.add
         local.set $1
         br $for-loop|0
        end
       end
       local.get $0
       local.get $2
       i32.add
       i64.load
       local.get $2
       i32.const 6699
       i32.add
       i64.load
       i64.eq
       br $assembly/item-fields/bytesEqual|inlined.4
      end
      local.get $2
      i32.const 4
      i32.ge_u
      if
       local.get $0
       i32.load
       i32.const 6699
       i32.load
       i32.eq
       if (result i32)
        local.get $0
        local.get $2
        i32.add
        i32.const 4
        i32.sub
        i32.load
        local.get $2
        i32.const 6695
        i32.add
        i32.load
        i32.eq
       else
        i32.const 0
       end
       br $assembly/item-fields/bytesEqual|inlined.4
      end
      loop $for-loop|1
       local.get $1
       local.get $2
       i32.lt_u
       if
        i32.const 0
        local.get $0
        local.get $1
        i32.add
        i32.load8_u
        local.get $1
        i32.const 6699
        i32.add
        i32.load8_u
        i32.ne
        br_if $assembly/item-fields/bytesEqual|inlined.4
        drop
        local.get $1
        i32.const 1
        i32.add
        local.set $1
        br $for-loop|1
       end
      end
      i32.const 1
     end
    else
     i32.const 0
    end
   else
    i32.const 0
   end
   return
  end
  i32.const 6729
  i32.load8_u
  i32.const 3
  i32.ne
  if
   i32.const 0
   return
  end
  global.get $assembly/msgpack/rdPos
  i32.const 6772
  i32.load
  global.set $assembly/msgpack/rdPos
  i32.const 3
  global.get $assembly/stored-items/depthLimit
  i32.const 6710
  i32.const 4
  call $assembly/map-lookup/findInMap
  local.set $2
  global.set $assembly/msgpack/rdPos
  local.get $2
  i32.eqz
  local.get $2
  i32.const 1
  i32.eq
  i32.or
  if
   i32.const 0
   return
  end
  local.get $2
  i32.const 2
  i32.eq
  if (result i32)
   global.get $assembly/map-lookup/foundLen
   local.tee $0
   i32.const 5
   i32.eq
   if (result i32)
    block $assembly/item-fields/bytesEqual|inlined.5 (result i32)
     global.get $assembly/map-lookup/foundPtr
     local.set $2
     local.get $0
     i32.const 8
     i32.ge_u
     if
      local.get $0
      i32.const 8
      i32.sub
      local.set $0
      loop $for-loop|2
       local.get $0
       local.get $1
       i32.gt_u
       if
        i32.const 0
        local.get $1
        local.get $2
        i32.add
        i64.load
        local.get $1
        i32.const 6705
        i32.add
        i64.load
        i64.ne
        br_if $assembly/item-fields/bytesEqual|inlined.5
        drop
        local.get $1
        i32.const 8
        i32.add
        local.set $1
        br $for-loop|2
       end
      end
      local.get $0
      local.get $2
      i32.add
      i64.load
      local.get $0
      i32.const 6705
      i32.add
      i64.load
      i64.eq
      br $assembly/item-fields/bytesEqual|inlined.5
     end
     local.get $0
     i32.const 4
     i32.ge_u
     if
      local.get $2
      i32.load
      i32.const 6705
      i32.load
      i32.eq
      if (result i32)
       local.get $0
       local.get $2
       i32.add
       i32.const 4
       i32.sub
       i32.load
       local.get $0
       i32.const 6701
       i32.add
       i32.load
       i32.eq
      else
       i32.const 0
      end
      br $assembly/item-fields/bytesEqual|inlined.5
     end
     loop $for-loop|3
      local.get $0
      local.get $1
      i32.gt_u
      if
       i32.const 0
       local.get $1
       local.get $2
       i32.add
       i32.load8_u
       local.get $1
       i32.const 6705
       i32.add
       i32.load8_u
       i32.ne
       br_if $assembly/item-fields/bytesEqual|inlined.5
       drop
       local.get $1
       i32.const 1
       i32.add
       local.set $1
       br $for-loop|3
      end
     end
     i32.const 1
    end
   else
    i32.const 0
   end
  else
   i32.const 0
  end
  i32.eqz
 )
 (func $assembly/stored-items/classifyKeyed (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32)
  (local $4 i32)
  (local $5 i32)
  (local $6 i32)
  i32.const 2
  i32.const 0
  i32.const 1
  local.get $1
  i32.const 4
  i32.shr_u
  i32.const 3
  i32.and
  local.tee $5
  call $assembly/stored-items/serverExecuted
  local.tee $4
  i32.const 0
  local.get $5
  i32.const 3
  i32.eq
  select
  local.get $1
  i32.const 128
  i32.and
  select
  select
  local.set $5
  local.get $3
  i32.const 6720
  i32.add
  i32.load8_u
  local.tee $1
  i32.const 2
  i32.eq
  if (result i32)
   local.get $3
   i32.const 2
   i32.shl
   i32.const 6800
   i32.add
   i32.load
  else
   i32.const 0
  end
  if
   local.get $3
   i32.const 2
   i32.shl
   local.tee $1
   i32.const 6736
   i32.add
   i32.load
   local.set $3
   local.get $1
   i32.const 6800
   i32.add
   i32.load
   local.set $6
   local.get $0
   global.get $assembly/tables/kindPtr
   i32.add
   local.get $2
   i32.store8
   local.get $0
   global.get $assembly/tables/flagsPtr
   i32.add
   local.get $2
   i32.const 1
   i32.eq
   local.tee $1
   local.get $4
   i32.eqz
   i32.and
   local.get $5
   i32.or
   i32.store8
   global.get $assembly/stored-items/keysLost
   i32.eqz
   local.get $2
   i32.const 2
   i32.eq
   local.tee $2
   local.get $1
   i32.or
   i32.and
   if (result i32)
    local.get $0
    local.get $3
    local.get $6
    local.get $2
    call $assembly/keys/addSlot
   else
    i32.const 1
   end
   i32.eqz
   if
    i32.const 1
    global.set $assembly/stored-items/keysLost
   end
  else
   local.get $1
   i32.eqz
   local.get $1
   i32.const 1
   i32.eq
   i32.or
   i32.const 0
   local.get $4
   select
   if
    local.get $0
    global.get $assembly/tables/kindPtr
    i32.add
    i32.const 0
    i32.store8
    local.get $0
    global.get $assembly/tables/flagsPtr
    i32.add
    local.get $5
    i32.store8
   else
    local.get $0
    global.get $assembly/tables/kindPtr
    i32.add
    i32.const 5
    i32.store8
    local.get $0
    global.get $assembly/tables/flagsPtr
    i32.add
    i32.const 0
    i32.store8
   end
  end
 )
 (func $assembly/stored-items/classify (param $0 i32)
  (local $1 i32)
  (local $2 i32)
  (local $3 i32)
  (local $4 i32)
  (local $5 i64)
  (local $6 i32)
  (local $7 i32)
  (local $8 i32)
  (local $9 i32)
  (local $10 i32)
  i32.const 6721
  i32.load8_u
  i32.const 2
  i32.eq
  local.tee $6
  if (result i32)
   block $__inlined_func$assembly/item-fields/typeAttr$7 (result i32)
    i32.const 6740
    i32.load
    local.set $7
    i32.const 0
    i32.const 6804
    i32.load
    local.tee $8
    i32.const 64
    i32.ge_u
    br_if $__inlined_func$assembly/item-fields/typeAttr$7
    drop
    global.get $assembly/item-fields/namesReady
    i32.eqz
    if
     i32.const 6160
     local.set $2
     loop $for-loop|0
      local.get $3
      i32.const 28
      i32.lt_s
      if
       local.get $2
       i32.load8_u
       local.set $9
       local.get $3
       i32.const 2
       i32.shl
       i32.const 6992
       i32.add
       local.get $2
       i32.store
       local.get $9
       i32.const 64
       i32.lt_u
       if
        local.get $9
        i32.const 6864
        i32.add
        local.set $4
        loop $while-continue|1
         local.get $4
         i32.load8_u
         local.tee $10
         if
          local.get $10
          i32.const 6927
          i32.add
          local.set $4
          br $while-continue|1
         end
        end
        local.get $4
        local.get $3
        i32.const 1
        i32.add
        i32.store8
       end
       local.get $2
       local.get $9
       i32.const 3
       i32.add
       i32.add
       local.set $2
       local.get $3
       i32.const 1
       i32.add
       local.set $3
       br $for-loop|0
      end
     end
     i32.const 1
     global.set $assembly/item-fields/namesReady
    end
    local.get $8
    i32.const 6864
    i32.add
    i32.load8_u
    local.set $4
    loop $while-continue|0
     local.get $4
     if
      block $assembly/item-fields/bytesEqual|inlined.1 (result i32)
       local.get $4
       i32.const 2
       i32.shl
       i32.const 6988
       i32.add
       i32.load
       local.tee $2
       i32.const 3
       i32.add
       local.set $9
       local.get $8
       i32.const 8
       i32.ge_u
       if
        local.get $8
        i32.const 8
        i32.sub
        local.set $10
        i32.const 0
        local.set $3
        loop $for-loop|1
         local.get $3
         local.get $10
         i32.lt_u
         if
          i32.const 0
          local.get $3
          local.get $7
          i32.add
          i64.load
          local.get $3
          local.get $9
          i32.add
          i64.load
          i64.ne
          br_if $assembly/item-fields/bytesEqual|inlined.1
          drop
          local.get $3
          i32.const 8
          i32.add
          local.set $3
          br $for-loop|1
         end
        end
        local.get $7
        local.get $10
        i32.add
        i64.load
        local.get $9
        local.get $10
        i32.add
        i64.load
        i64.eq
        br $assembly/item-fields/bytesEqual|inlined.1
       end
       local.get $8
       i32.const 4
       i32.ge_u
       if
        local.get $7
        i32.load
        local.get $9
        i32.load
        i32.eq
        if (result i32)
         local.get $7
         local.get $8
         i32.add
         i32.const 4
         i32.sub
         i32.load
         local.get $8
         local.get $9
         i32.add
         i32.const 4
         i32.sub
         i32.load
         i32.eq
        else
         i32.const 0
        end
        br $assembly/item-fields/bytesEqual|inlined.1
       end
       i32.const 0
       local.set $3
       loop $for-loop|2
        local.get $3
        local.get $8
        i32.lt_u
        if
         i32.const 0
         local.get $3
         local.get $7
         i32.add
         i32.load8_u
         local.get $3
         local.get $9
         i32.add
         i32.load8_u
         i32.ne
         br_if $assembly/item-fields/bytesEqual|inlined.1
         drop
         local.get $3
         i32.const 1
         i32.add
         local.set $3
         br $for-loop|2
        end
       end
       i32.const 1
      end
      if
       local.get $2
       i32.load16_u offset=1
       br $__inlined_func$assembly/item-fields/typeAttr$7
      end
      local.get $4
      i32.const 6927
      i32.add
      i32.load8_u
      local.set $4
      br $while-continue|0
     end
    end
    i32.const 0
   end
  else
   i32.const 0
  end
  local.tee $2
  i32.const 8
  i32.shr_u
  local.tee $3
  i32.const 1
  i32.eq
  if
   local.get $0
   global.get $assembly/tables/kindPtr
   i32.add
   i32.const 4
   i32.store8
   local.get $0
   global.get $assembly/tables/flagsPtr
   i32.add
   i32.const 0
   i32.store8
   return
  end
  local.get $6
  if (result i32)
   local.get $3
   i32.const 2
   i32.eq
  else
   i32.const 6722
   i32.load8_u
   i32.const 2
   i32.eq
  end
  local.tee $3
  if (result i32)
   i32.const 6722
   i32.load8_u
   i32.const 2
   i32.eq
   if (result i32)
    i32.const 6744
    i32.load
    local.set $4
    i32.const 6808
    i32.load
    local.tee $6
    i32.const 9
    i32.eq
    if (result i32)
     block $assembly/item-fields/bytesEqual|inlined.2 (result i32)
      local.get $6
      i32.const 8
      i32.ge_u
      if
       local.get $6
       i32.const 8
       i32.sub
       local.set $6
       loop $for-loop|00
        local.get $1
        local.get $6
        i32.lt_u
        if
         i32.const 0
         local.get $1
         local.get $4
         i32.add
         i64.load
         local.get $1
         i32.const 6686
         i32.add
         i64.load
         i64.ne
         br_if $assembly/item-fields/bytesEqual|inlined.2
         drop
         local.get $1
         i32.const 8
         i32.add
         local.set $1
         br $for-loop|00
        end
       end
       local.get $4
       local.get $6
       i32.add
       i64.load
       local.get $6
       i32.const 6686
       i32.add
       i64.load
       i64.eq
       br $assembly/item-fields/bytesEqual|inlined.2
      end
      local.get $6
      i32.const 4
      i32.ge_u
      if
       local.get $4
       i32.load
       i32.const 6686
       i32.load
       i32.eq
       if (result i32)
        local.get $4
        local.get $6
        i32.add
        i32.const 4
        i32.sub
        i32.load
        local.get $6
        i32.const 6682
        i32.add
        i32.load
        i32.eq
       else
        i32.const 0
       end
       br $assembly/item-fields/bytesEqual|inlined.2
      end
      loop $for-loop|11
       local.get $1
       local.get $6
       i32.lt_u
       if
        i32.const 0
        local.get $1
        local.get $4
        i32.add
        i32.load8_u
        local.get $1
        i32.const 6686
        i32.add
        i32.load8_u
        i32.ne
        br_if $assembly/item-fields/bytesEqual|inlined.2
        drop
        local.get $1
        i32.const 1
        i32.add
        local.set $1
        br $for-loop|11
       end
      end
      i32.const 1
     end
    else
     i32.const 0
    end
   else
    i32.const 0
   end
  else
   i32.const 0
  end
  if (result i32)
   i32.const 6727
   i32.load8_u
   i32.const 4
   i32.eq
  else
   i32.const 0
  end
  if
   global.get $assembly/msgpack/rdPos
   i32.const 6764
   i32.load
   local.tee $4
   global.set $assembly/msgpack/rdPos
   call $assembly/msgpack/readArrayHeader
   local.set $5
   global.set $assembly/msgpack/rdPos
   local.get $5
   i32.wrap_i64
   i32.const 0
   local.get $5
   i64.const 0
   i64.ge_s
   select
   i32.const 0
   i32.gt_s
   if
    global.get $assembly/msgpack/rdPos
    local.get $4
    global.set $assembly/msgpack/rdPos
    call $assembly/msgpack/readArrayHeader
    local.tee $5
    i32.wrap_i64
    i32.const 0
    local.get $5
    i64.const 0
    i64.ge_s
    select
    local.set $6
    i32.const 1
    local.set $2
    i32.const 0
    local.set $1
    loop $for-loop|002
     local.get $2
     i32.const 0
     local.get $1
     local.get $6
     i32.lt_s
     select
     if
      global.get $assembly/stored-items/depthLimit
      call $assembly/map-lookup/nextChatId
      local.set $2
      local.get $1
      i32.const 1
      i32.add
      local.set $1
      br $for-loop|002
     end
    end
    local.get $2
    if
     local.get $0
     global.get $assembly/tables/kindPtr
     i32.add
     i32.const 3
     i32.store8
     local.get $0
     global.get $assembly/tables/flagsPtr
     i32.add
     i32.const 1
     i32.store8
     local.get $4
     global.set $assembly/msgpack/rdPos
     call $assembly/msgpack/readArrayHeader
     drop
     i32.const 0
     local.set $2
     loop $for-loop|113
      global.get $assembly/stored-items/keysLost
      i32.eqz
      local.get $2
      local.get $6
      i32.lt_s
      i32.and
      if
       global.get $assembly/stored-items/depthLimit
       call $assembly/map-lookup/nextChatId
       drop
       local.get $0
       global.get $assembly/map-lookup/foundPtr
       global.get $assembly/map-lookup/foundLen
       i32.const 0
       call $assembly/keys/addSlot
       i32.eqz
       if
        i32.const 1
        global.set $assembly/stored-items/keysLost
       end
       local.get $2
       i32.const 1
       i32.add
       local.set $2
       br $for-loop|113
      end
     end
    else
     local.get $0
     global.get $assembly/tables/kindPtr
     i32.add
     i32.const 5
     i32.store8
     local.get $0
     global.get $assembly/tables/flagsPtr
     i32.add
     i32.const 0
     i32.store8
    end
    global.set $assembly/msgpack/rdPos
    return
   end
  end
  local.get $2
  i32.const 3
  i32.and
  local.tee $1
  i32.const 1
  i32.eq
  if
   local.get $0
   local.get $2
   i32.const 1
   local.get $2
   i32.const 2
   i32.shr_u
   i32.const 3
   i32.and
   local.tee $0
   i32.const 1
   i32.eq
   if (result i32)
    i32.const 3
   else
    local.get $0
    i32.const 2
    i32.eq
    if (result i32)
     i32.const 4
    else
     i32.const 5
     i32.const 0
     local.get $0
     i32.const 3
     i32.eq
     select
    end
   end
   call $assembly/stored-items/classifyKeyed
   return
  end
  local.get $1
  i32.const 2
  i32.eq
  if
   local.get $0
   local.get $2
   i32.const 2
   local.get $2
   i32.const 2
   i32.shr_u
   i32.const 3
   i32.and
   local.tee $0
   i32.const 1
   i32.eq
   if (result i32)
    i32.const 3
   else
    local.get $0
    i32.const 2
    i32.eq
    if (result i32)
     i32.const 4
    else
     i32.const 5
     i32.const 0
     local.get $0
     i32.const 3
     i32.eq
     select
    end
   end
   call $assembly/stored-items/classifyKeyed
   return
  end
  local.get $3
  if (result i32)
   i32.const 6722
   i32.load8_u
   i32.const 2
   i32.eq
   if (result i32)
    i32.const 6744
    i32.load
    local.set $3
    i32.const 6808
    i32.load
    local.tee $4
    i32.const 4
    i32.eq
    if (result i32)
     block $assembly/item-fields/bytesEqual|inlined.6 (result i32)
      local.get $4
      i32.const 8
      i32.ge_u
      if
       local.get $4
       i32.const 8
       i32.sub
       local.set $4
       i32.const 0
       local.set $1
       loop $for-loop|24
        local.get $1
        local.get $4
        i32.lt_u
        if
         i32.const 0
         local.get $1
         local.get $3
         i32.add
         i64.load
         local.get $1
         i32.const 6695
         i32.add
         i64.load
         i64.ne
         br_if $assembly/item-fields/bytesEqual|inlined.6
         drop
         local.get $1
         i32.const 8
         i32.add
         local.set $1
         br $for-loop|24
        end
       end
       local.get $3
       local.get $4
       i32.add
       i64.load
       local.get $4
       i32.const 6695
       i32.add
       i64.load
       i64.eq
       br $assembly/item-fields/bytesEqual|inlined.6
      end
      local.get $4
      i32.const 4
      i32.ge_u
      if
       local.get $3
       i32.load
       i32.const 6695
       i32.load
       i32.eq
       if (result i32)
        local.get $3
        local.get $4
        i32.add
        i32.const 4
        i32.sub
        i32.load
        local.get $4
        i32.const 6691
        i32.add
        i32.load
        i32.eq
       else
        i32.const 0
       end
       br $assembly/item-fields/bytesEqual|inlined.6
      end
      i32.const 0
      local.set $1
      loop $for-loop|3
       local.get $1
       local.get $4
       i32.lt_u
       if
        i32.const 0
        local.get $1
        local.get $3
        i32.add
        i32.load8_u
        local.get $1
        i32.const 6695
        i32.add
        i32.load8_u
        i32.ne
        br_if $assembly/item-fields/bytesEqual|inlined.6
        drop
        local.get $1
        i32.const 1
        i32.add
        local.set $1
        br $for-loop|3
       end
      end
      i32.const 1
     end
    else
     i32.const 0
    end
   else
    i32.const 0
   end
  else
   i32.const 0
  end
  if
   local.get $0
   i32.const 0
   i32.const 2
   i32.const 6
   call $assembly/stored-items/classifyKeyed
   return
  end
  local.get $0
  global.get $assembly/tables/kindPtr
  i32.add
  i32.const 0
  i32.store8
  local.get $0
  global.get $assembly/tables/flagsPtr
  i32.add
  i32.const 2
  i32.const 0
  local.get $2
  i32.const 128
  i32.and
  select
  i32.store8
 )
 (func $assembly/stored-items/scanItem (param $0 i32) (result i32)
  (local $1 i32)
  (local $2 i64)
  (local $3 i64)
  (local $4 i32)
  (local $5 i32)
  (local $6 i32)
  (local $7 i32)
  global.get $assembly/msgpack/rdEnd
  global.get $assembly/msgpack/rdPos
  i32.ne
  if (result i32)
   i32.const 1
  else
   global.get $assembly/msgpack/rdStatus
   i32.eqz
   if
    i32.const 10
    global.set $assembly/msgpack/rdStatus
   end
   i32.const 0
  end
  i32.eqz
  if
   i32.const 0
   return
  end
  global.get $assembly/msgpack/rdPos
  i32.load8_u
  local.tee $1
  i32.const 222
  i32.eq
  local.get $1
  i32.const 240
  i32.and
  i32.const 128
  i32.eq
  i32.or
  local.get $1
  i32.const 223
  i32.eq
  i32.or
  i32.eqz
  if
   local.get $0
   global.get $assembly/tables/kindPtr
   i32.add
   i32.const 5
   i32.store8
   local.get $0
   global.get $assembly/tables/flagsPtr
   i32.add
   i32.const 0
   i32.store8
   i32.const 1
   i32.const 1
   global.get $assembly/stored-items/depthLimit
   call $assembly/msgpack/skipValues
   return
  end
  global.get $assembly/stored-items/depthLimit
  i32.const 2
  i32.lt_s
  if
   global.get $assembly/msgpack/rdStatus
   i32.eqz
   if
    i32.const 12
    global.set $assembly/msgpack/rdStatus
   end
   i32.const 0
   return
  end
  call $assembly/msgpack/readMapHeader
  local.tee $3
  i64.const 0
  i64.lt_s
  if
   i32.const 0
   return
  end
  i32.const 6720
  i64.const 0
  i64.store
  i32.const 6728
  i64.const 0
  i64.store
  loop $for-loop|0
   local.get $2
   local.get $3
   i64.lt_s
   if
    block $assembly/item-fields/readKey|inlined.0 (result i32)
     global.get $assembly/msgpack/rdPos
     local.tee $1
     global.get $assembly/msgpack/rdEnd
     i32.lt_u
     if
      local.get $1
      i32.load8_u
      local.tee $4
      i32.const 31
      i32.and
      local.set $5
      local.get $4
      i32.const 224
      i32.and
      i32.const 160
      i32.eq
      local.get $5
      global.get $assembly/msgpack/rdEnd
      local.get $1
      i32.sub
      i32.lt_u
      i32.and
      if (result i32)
       local.get $5
       i32.const 9
       i32.eq
       if (result i32)
        local.get $1
        i64.load offset=1
        i64.const 6876843178028195679
        i64.eq
       else
        i32.const 0
       end
       if (result i32)
        local.get $1
        i32.load8_u offset=9
        i32.const 95
        i32.eq
       else
        i32.const 0
       end
      else
       i32.const 1
      end
      i32.eqz
      if
       local.get $1
       i32.const 1
       i32.add
       local.get $5
       i32.add
       global.set $assembly/msgpack/rdPos
       block $assembly/item-fields/fieldId|inlined.0 (result i32)
        block $break|1
         block $case7|1
          block $case6|1
           block $case5|1
            block $case4|1
             block $case3|1
              block $case2|1
               block $case1|1
                block $case0|1
                 local.get $5
                 i32.const 2
                 i32.sub
                 br_table $case0|1 $break|1 $case1|1 $break|1 $break|1 $case2|1 $break|1 $case3|1 $case4|1 $case5|1 $case6|1 $break|1 $break|1 $break|1 $break|1 $break|1 $break|1 $case7|1 $break|1
                end
                i32.const 4
                i32.const 0
                local.get $1
                i32.load16_u offset=1
                i32.const 25705
                i32.eq
                select
                br $assembly/item-fields/fieldId|inlined.0
               end
               local.get $1
               i32.load offset=1
               local.tee $1
               i32.const 1701869940
               i32.eq
               if (result i32)
                i32.const 1
               else
                i32.const 2
                i32.const 0
                local.get $1
                i32.const 1701605234
                i32.eq
                select
               end
               br $assembly/item-fields/fieldId|inlined.0
              end
              i32.const 3
              i32.const 0
              local.get $1
              i32.load offset=1
              i32.const 1819042147
              i32.eq
              if (result i32)
               local.get $1
               i32.load offset=4
               i32.const 1684627308
               i32.eq
              else
               i32.const 0
              end
              select
              br $assembly/item-fields/fieldId|inlined.0
             end
             i32.const 8
             i32.const 0
             local.get $1
             i64.load offset=1
             i64.const 8028075858292209765
             i64.eq
             if (result i32)
              local.get $1
              i32.load8_u offset=9
              i32.const 110
              i32.eq
             else
              i32.const 0
             end
             select
             br $assembly/item-fields/fieldId|inlined.0
            end
            i32.const 7
            i32.const 0
            local.get $1
            i64.load offset=1
            i64.const 7809632490329436020
            i64.eq
            if (result i32)
             local.get $1
             i32.load16_u offset=9
             i32.const 29548
             i32.eq
            else
             i32.const 0
            end
            select
            br $assembly/item-fields/fieldId|inlined.0
           end
           i32.const 9
           i32.const 0
           local.get $1
           i64.load offset=1
           i64.const 7885362534758641253
           i64.eq
           if (result i32)
            local.get $1
            i32.load offset=8
            i32.const 1953391981
            i32.eq
           else
            i32.const 0
           end
           select
           br $assembly/item-fields/fieldId|inlined.0
          end
          i32.const 6
          i32.const 0
          local.get $1
          i64.load offset=1
          i64.const 7809632490329436020
          i64.eq
          if (result i32)
           local.get $1
           i32.load offset=9
           i32.const 1684627308
           i32.eq
          else
           i32.const 0
          end
          select
          br $assembly/item-fields/fieldId|inlined.0
         end
         i32.const 5
         i32.const 0
         local.get $1
         i64.load offset=1
         i64.const 7809653449870569569
         i64.eq
         if (result i32)
          local.get $1
          i64.load offset=9
          i64.const 8391162085809418847
          i64.eq
         else
          i32.const 0
         end
         if (result i32)
          local.get $1
          i32.load offset=16
          i32.const 1684627316
          i32.eq
         else
          i32.const 0
         end
         select
         br $assembly/item-fields/fieldId|inlined.0
        end
        i32.const 0
       end
       br $assembly/item-fields/readKey|inlined.0
      end
     end
     i32.const -1
     global.get $assembly/msgpack/rdEnd
     global.get $assembly/msgpack/rdPos
     i32.ne
     if (result i32)
      i32.const 1
     else
      global.get $assembly/msgpack/rdStatus
      i32.eqz
      if
       i32.const 10
       global.set $assembly/msgpack/rdStatus
      end
      i32.const 0
     end
     i32.eqz
     br_if $assembly/item-fields/readKey|inlined.0
     drop
     global.get $assembly/msgpack/rdPos
     i32.load8_u
     local.tee $1
     i32.const 224
     i32.and
     i32.const 160
     i32.eq
     if (result i32)
      i32.const 1
     else
      local.get $1
      i32.const 219
      i32.le_u
      local.get $1
      i32.const 217
      i32.ge_u
      i32.and
     end
     i32.eqz
     if
      global.get $assembly/stored-items/depthLimit
      local.set $4
      local.get $1
      i32.const 224
      i32.and
      i32.const 128
      i32.eq
      if (result i32)
       i32.const 1
      else
       local.get $1
       i32.const 223
       i32.le_u
       local.get $1
       i32.const 220
       i32.ge_u
       i32.and
      end
      if (result i32)
       i32.const 0
      else
       local.get $1
       i32.const 196
       i32.eq
       if (result i32)
        i32.const 1
       else
        local.get $1
        i32.const 197
        i32.eq
        if (result i32)
         i32.const 2
        else
         i32.const 4
         i32.const -1
         local.get $1
         i32.const 198
         i32.eq
         select
        end
       end
       i32.const 0
       i32.lt_s
      end
      i32.eqz
      if
       global.get $assembly/msgpack/rdStatus
       i32.eqz
       if
        i32.const 11
        global.set $assembly/msgpack/rdStatus
       end
       i32.const -1
       br $assembly/item-fields/readKey|inlined.0
      end
      i32.const 0
      i32.const -1
      i32.const 1
      i32.const 2
      local.get $4
      call $assembly/msgpack/skipValues
      select
      br $assembly/item-fields/readKey|inlined.0
     end
     i32.const -1
     call $assembly/msgpack/readStr
     i32.eqz
     br_if $assembly/item-fields/readKey|inlined.0
     drop
     global.get $assembly/msgpack/rdStrPtr
     local.set $1
     global.get $assembly/msgpack/rdStrLen
     i32.const 9
     i32.eq
     if (result i32)
      local.get $1
      i64.load
      i64.const 6876843178028195679
      i64.eq
     else
      i32.const 0
     end
     if (result i32)
      local.get $1
      i32.load8_u offset=8
      i32.const 95
      i32.eq
     else
      i32.const 0
     end
     if
      global.get $assembly/msgpack/rdStatus
      i32.eqz
      if
       i32.const 15
       global.set $assembly/msgpack/rdStatus
      end
      i32.const -1
      br $assembly/item-fields/readKey|inlined.0
     end
     block $assembly/item-fields/fieldId|inlined.1 (result i32)
      global.get $assembly/msgpack/rdStrPtr
      local.set $1
      block $break|2
       block $case7|2
        block $case6|2
         block $case5|2
          block $case4|2
           block $case3|2
            block $case2|2
             block $case1|2
              block $case0|2
               global.get $assembly/msgpack/rdStrLen
               i32.const 2
               i32.sub
               br_table $case0|2 $break|2 $case1|2 $break|2 $break|2 $case2|2 $break|2 $case3|2 $case4|2 $case5|2 $case6|2 $break|2 $break|2 $break|2 $break|2 $break|2 $break|2 $case7|2 $break|2
              end
              i32.const 4
              i32.const 0
              local.get $1
              i32.load16_u
              i32.const 25705
              i32.eq
              select
              br $assembly/item-fields/fieldId|inlined.1
             end
             local.get $1
             i32.load
             local.tee $1
             i32.const 1701869940
             i32.eq
             if (result i32)
              i32.const 1
             else
              i32.const 2
              i32.const 0
              local.get $1
              i32.const 1701605234
              i32.eq
              select
             end
             br $assembly/item-fields/fieldId|inlined.1
            end
            i32.const 3
            i32.const 0
            local.get $1
            i32.load
            i32.const 1819042147
            i32.eq
            if (result i32)
             local.get $1
             i32.load offset=3
             i32.const 1684627308
             i32.eq
            else
             i32.const 0
            end
            select
            br $assembly/item-fields/fieldId|inlined.1
           end
           i32.const 8
           i32.const 0
           local.get $1
           i64.load
           i64.const 8028075858292209765
           i64.eq
           if (result i32)
            local.get $1
            i32.load8_u offset=8
            i32.const 110
            i32.eq
           else
            i32.const 0
           end
           select
           br $assembly/item-fields/fieldId|inlined.1
          end
          i32.const 7
          i32.const 0
          local.get $1
          i64.load
          i64.const 7809632490329436020
          i64.eq
          if (result i32)
           local.get $1
           i32.load16_u offset=8
           i32.const 29548
           i32.eq
          else
           i32.const 0
          end
          select
          br $assembly/item-fields/fieldId|inlined.1
         end
         i32.const 9
         i32.const 0
         local.get $1
         i64.load
         i64.const 7885362534758641253
         i64.eq
         if (result i32)
          local.get $1
          i32.load offset=7
          i32.const 1953391981
          i32.eq
         else
          i32.const 0
         end
         select
         br $assembly/item-fields/fieldId|inlined.1
        end
        i32.const 6
        i32.const 0
        local.get $1
        i64.load
        i64.const 7809632490329436020
        i64.eq
        if (result i32)
         local.get $1
         i32.load offset=8
         i32.const 1684627308
         i32.eq
        else
         i32.const 0
        end
        select
        br $assembly/item-fields/fieldId|inlined.1
       end
       i32.const 5
       i32.const 0
       local.get $1
       i64.load
       i64.const 7809653449870569569
       i64.eq
       if (result i32)
        local.get $1
        i64.load offset=8
        i64.const 8391162085809418847
        i64.eq
       else
        i32.const 0
       end
       if (result i32)
        local.get $1
        i32.load offset=15
        i32.const 1684627316
        i32.eq
       else
        i32.const 0
       end
       select
       br $assembly/item-fields/fieldId|inlined.1
      end
      i32.const 0
     end
    end
    local.tee $5
    i32.const -1
    i32.eq
    if
     i32.const 0
     local.set $1
    else
     block $assembly/item-fields/readFieldValue|inlined.0
      global.get $assembly/msgpack/rdPos
      local.tee $4
      global.get $assembly/msgpack/rdEnd
      i32.lt_u
      if
       i32.const 0
       local.set $1
       local.get $4
       i32.load8_u
       local.tee $6
       i32.const 224
       i32.and
       i32.const 160
       i32.eq
       if (result i32)
        local.get $4
        i32.const 1
        i32.add
        local.set $1
        local.get $6
        i32.const 31
        i32.and
       else
        local.get $6
        i32.const 217
        i32.eq
        global.get $assembly/msgpack/rdEnd
        local.get $4
        i32.sub
        i32.const 2
        i32.ge_u
        i32.and
        if (result i32)
         local.get $4
         i32.const 2
         i32.add
         local.set $1
         local.get $4
         i32.load8_u offset=1
        else
         local.get $6
         i32.const 218
         i32.eq
         global.get $assembly/msgpack/rdEnd
         local.get $4
         i32.sub
         i32.const 3
         i32.ge_u
         i32.and
         if (result i32)
          local.get $4
          i32.const 3
          i32.add
          local.set $1
          local.get $4
          i32.load16_u offset=1
          local.tee $4
          i32.const 8
          i32.shl
          local.get $4
          i32.const 8
          i32.shr_u
          i32.or
          i32.const 65535
          i32.and
         else
          i32.const 0
         end
        end
       end
       local.tee $4
       global.get $assembly/msgpack/rdEnd
       local.get $1
       i32.sub
       i32.le_u
       i32.const 0
       local.get $1
       select
       if
        local.get $5
        if
         local.get $5
         i32.const 6720
         i32.add
         i32.const 2
         i32.store8
         local.get $5
         i32.const 2
         i32.shl
         local.tee $5
         i32.const 6736
         i32.add
         local.get $1
         i32.store
         local.get $5
         i32.const 6800
         i32.add
         local.get $4
         i32.store
        end
        local.get $1
        local.get $4
        i32.add
        global.set $assembly/msgpack/rdPos
        i32.const 1
        local.set $1
        br $assembly/item-fields/readFieldValue|inlined.0
       end
      end
      i32.const 0
      local.set $1
      global.get $assembly/msgpack/rdEnd
      global.get $assembly/msgpack/rdPos
      i32.ne
      if (result i32)
       i32.const 1
      else
       global.get $assembly/msgpack/rdStatus
       i32.eqz
       if
        i32.const 10
        global.set $assembly/msgpack/rdStatus
       end
       i32.const 0
      end
      i32.eqz
      br_if $assembly/item-fields/readFieldValue|inlined.0
      global.get $assembly/stored-items/depthLimit
      local.set $6
      global.get $assembly/msgpack/rdPos
      i32.load8_u
      local.set $7
      local.get $5
      i32.eqz
      if
       block $__inlined_func$assembly/msgpack/skipValue$68 (result i32)
        global.get $assembly/msgpack/rdPos
        global.get $assembly/msgpack/rdEnd
        i32.lt_u
        if
         local.get $7
         i32.const 224
         i32.and
         i32.const 160
         i32.eq
         if (result i32)
          i32.const 1
         else
          local.get $7
          i32.const 219
          i32.le_u
          local.get $7
          i32.const 217
          i32.ge_u
          i32.and
         end
         if
          call $assembly/msgpack/readStr
          br $__inlined_func$assembly/msgpack/skipValue$68
         end
        end
        i32.const 1
        i32.const 2
        local.get $6
        call $assembly/msgpack/skipValues
       end
       local.set $1
       br $assembly/item-fields/readFieldValue|inlined.0
      end
      local.get $7
      i32.const 224
      i32.and
      i32.const 160
      i32.eq
      if (result i32)
       i32.const 1
      else
       local.get $7
       i32.const 219
       i32.le_u
       local.get $7
       i32.const 217
       i32.ge_u
       i32.and
      end
      if
       call $assembly/msgpack/readStr
       i32.eqz
       br_if $assembly/item-fields/readFieldValue|inlined.0
       local.get $5
       i32.const 6720
       i32.add
       i32.const 2
       i32.store8
       local.get $5
       i32.const 2
       i32.shl
       local.tee $1
       i32.const 6736
       i32.add
       global.get $assembly/msgpack/rdStrPtr
       i32.store
       local.get $1
       i32.const 6800
       i32.add
       global.get $assembly/msgpack/rdStrLen
       i32.store
       i32.const 1
       local.set $1
       br $assembly/item-fields/readFieldValue|inlined.0
      end
      global.get $assembly/msgpack/rdPos
      local.set $4
      i32.const 1
      i32.const 2
      local.get $6
      call $assembly/msgpack/skipValues
      i32.eqz
      br_if $assembly/item-fields/readFieldValue|inlined.0
      local.get $5
      i32.const 6720
      i32.add
      local.get $7
      i32.const 192
      i32.eq
      if (result i32)
       i32.const 1
      else
       local.get $7
       i32.const 222
       i32.eq
       local.get $7
       i32.const 240
       i32.and
       i32.const 128
       i32.eq
       i32.or
       local.get $7
       i32.const 223
       i32.eq
       i32.or
       if (result i32)
        i32.const 3
       else
        i32.const 4
        i32.const 5
        local.get $7
        i32.const 220
        i32.eq
        local.get $7
        i32.const 240
        i32.and
        i32.const 144
        i32.eq
        i32.or
        local.get $7
        i32.const 221
        i32.eq
        i32.or
        select
       end
      end
      i32.store8
      local.get $5
      i32.const 2
      i32.shl
      local.tee $1
      i32.const 6736
      i32.add
      local.get $4
      i32.store
      local.get $1
      i32.const 6800
      i32.add
      i32.const 0
      i32.store
      i32.const 1
      local.set $1
     end
    end
    local.get $1
    i32.eqz
    if
     i32.const 0
     return
    end
    local.get $2
    i64.const 1
    i64.add
    local.set $2
    br $for-loop|0
   end
  end
  local.get $0
  call $assembly/stored-items/classify
  i32.const 1
 )
 (func $assembly/stored-items/storedScan (param $0 i32) (result i32)
  (local $1 i64)
  (local $2 i32)
  (local $3 i32)
  (local $4 i32)
  (local $5 i32)
  (local $6 i32)
  local.get $0
  global.get $assembly/stored-items/baseLen
  local.get $0
  global.get $assembly/stored-items/baseLen
  i32.lt_u
  local.tee $2
  select
  local.set $0
  global.get $assembly/stored-items/nextItem
  i32.const 0
  i32.lt_s
  if
   local.get $0
   i32.const 9
   i32.lt_u
   local.get $2
   i32.and
   if
    i32.const 17
    return
   end
   block $__inlined_func$assembly/stored-items/scanHeader$312 (result i32)
    global.get $assembly/stored-items/basePtr
    local.tee $3
    global.set $assembly/msgpack/rdPos
    global.get $assembly/stored-items/baseLen
    local.get $3
    i32.add
    global.set $assembly/msgpack/rdEnd
    i32.const 0
    global.set $assembly/msgpack/rdStatus
    call $assembly/msgpack/readArrayHeader
    local.set $1
    global.get $assembly/msgpack/rdStatus
    local.get $1
    i64.const 0
    i64.lt_s
    br_if $__inlined_func$assembly/stored-items/scanHeader$312
    drop
    i32.const 13
    local.get $1
    global.get $assembly/stored-items/itemLimit
    i64.extend_i32_s
    i64.gt_s
    br_if $__inlined_func$assembly/stored-items/scanHeader$312
    drop
    i32.const 12
    global.get $assembly/stored-items/depthLimit
    i32.const 0
    i32.le_s
    br_if $__inlined_func$assembly/stored-items/scanHeader$312
    drop
    local.get $1
    i32.wrap_i64
    global.set $assembly/stored-items/itemTotal
    i32.const 16
    global.get $assembly/stored-items/walkOnly
    if (result i32)
     i32.const 1
    else
     local.get $1
     i32.wrap_i64
     local.tee $3
     i32.const 1
     call $assembly/tables/allocItems
     if (result i32)
      local.get $1
      i64.const 1
      i64.shr_s
      i32.wrap_i64
      i32.const 1
      local.get $3
      i32.const 3
      i32.shl
      call $assembly/keys/beginKeys
     else
      i32.const 0
     end
    end
    i32.eqz
    br_if $__inlined_func$assembly/stored-items/scanHeader$312
    drop
    i32.const 0
    global.set $assembly/stored-items/keysLost
    i32.const 0
    global.set $assembly/stored-items/nextItem
    global.get $assembly/msgpack/rdPos
    global.get $assembly/stored-items/basePtr
    i32.sub
    global.set $assembly/stored-items/nextOff
    i32.const 0
   end
   local.tee $3
   if
    local.get $3
    return
   end
  end
  global.get $assembly/stored-items/basePtr
  local.tee $4
  global.get $assembly/stored-items/nextOff
  i32.add
  local.tee $3
  global.set $assembly/msgpack/rdPos
  local.get $0
  global.get $assembly/stored-items/nextOff
  i32.sub
  local.get $3
  i32.add
  global.set $assembly/msgpack/rdEnd
  i32.const 0
  global.set $assembly/msgpack/rdStatus
  global.get $assembly/stored-items/itemTotal
  local.set $5
  global.get $assembly/stored-items/nextItem
  local.set $0
  loop $for-loop|0
   local.get $0
   local.get $5
   i32.lt_s
   if
    global.get $assembly/msgpack/rdPos
    local.set $6
    global.get $assembly/stored-items/walkOnly
    if (result i32)
     i32.const 1
     i32.const 1
     global.get $assembly/stored-items/depthLimit
     call $assembly/msgpack/skipValues
    else
     local.get $0
     i32.const 2
     i32.shl
     local.tee $3
     global.get $assembly/tables/offsetsPtr
     i32.add
     local.get $6
     local.get $4
     i32.sub
     i32.store
     global.get $assembly/tables/firstSlotPtr
     local.get $3
     i32.add
     global.get $assembly/keys/slotTotal
     i32.store
     local.get $0
     call $assembly/stored-items/scanItem
    end
    i32.eqz
    if
     local.get $2
     i32.eqz
     global.get $assembly/msgpack/rdStatus
     i32.const 10
     i32.ne
     i32.or
     if
      global.get $assembly/msgpack/rdStatus
      return
     end
     local.get $0
     global.set $assembly/stored-items/nextItem
     local.get $6
     local.get $4
     i32.sub
     global.set $assembly/stored-items/nextOff
     i32.const 17
     return
    end
    local.get $0
    i32.const 1
    i32.add
    local.set $0
    br $for-loop|0
   end
  end
  local.get $5
  global.set $assembly/stored-items/nextItem
  global.get $assembly/msgpack/rdPos
  local.get $4
  i32.sub
  global.set $assembly/stored-items/nextOff
  global.get $assembly/stored-items/walkOnly
  if
   i32.const 14
   i32.const 0
   global.get $assembly/msgpack/rdPos
   local.get $4
   global.get $assembly/stored-items/baseLen
   i32.add
   i32.ne
   select
   return
  end
  local.get $5
  i32.const 2
  i32.shl
  local.tee $0
  global.get $assembly/tables/offsetsPtr
  i32.add
  global.get $assembly/msgpack/rdPos
  local.get $4
  i32.sub
  i32.store
  global.get $assembly/tables/firstSlotPtr
  local.get $0
  i32.add
  global.get $assembly/keys/slotTotal
  i32.store
  global.get $assembly/msgpack/rdPos
  local.get $4
  global.get $assembly/stored-items/baseLen
  i32.add
  i32.ne
  if
   i32.const 14
   return
  end
  global.get $assembly/stored-items/keysLost
  if
   i32.const 16
   return
  end
  i32.const 0
  i32.const 16
  local.get $5
  global.get $assembly/keys/slotTotal
  global.get $assembly/stored-items/spacePtr
  global.get $assembly/stored-items/spaceLen
  call $assembly/tables/allocTables
  select
 )
 (func $assembly/index/prepareItems (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (result i32)
  global.get $assembly/index/inputPtr
  i32.eqz
  if
   i32.const -1
   return
  end
  local.get $3
  global.set $assembly/keys/seed
  global.get $assembly/index/inputPtr
  local.tee $3
  global.set $assembly/stored-items/basePtr
  local.get $0
  global.set $assembly/stored-items/baseLen
  local.get $3
  global.set $assembly/stored-items/spacePtr
  local.get $0
  global.set $assembly/stored-items/spaceLen
  local.get $1
  global.set $assembly/stored-items/itemLimit
  local.get $2
  global.set $assembly/stored-items/depthLimit
  i32.const 0
  global.set $assembly/stored-items/walkOnly
  i32.const -1
  global.set $assembly/stored-items/nextItem
  i32.const 0
  global.set $assembly/stored-items/nextOff
  local.get $0
  call $assembly/stored-items/storedScan
  local.tee $0
  if
   local.get $0
   return
  end
  call $assembly/pairing/listAmbiguousOutputs
  global.set $assembly/index/ambiguous
  i32.const 0
 )
 (func $assembly/index/beginItems (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (result i32)
  global.get $assembly/index/inputPtr
  i32.eqz
  if
   i32.const -1
   return
  end
  local.get $3
  global.set $assembly/keys/seed
  global.get $assembly/index/inputPtr
  local.tee $3
  global.set $assembly/stored-items/basePtr
  local.get $0
  global.set $assembly/stored-items/baseLen
  local.get $3
  global.set $assembly/stored-items/spacePtr
  local.get $0
  global.set $assembly/stored-items/spaceLen
  local.get $1
  global.set $assembly/stored-items/itemLimit
  local.get $2
  global.set $assembly/stored-items/depthLimit
  i32.const 0
  global.set $assembly/stored-items/walkOnly
  i32.const -1
  global.set $assembly/stored-items/nextItem
  i32.const 0
  global.set $assembly/stored-items/nextOff
  i32.const 0
 )
 (func $assembly/index/beginWindow (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (result i32)
  local.get $1
  call $assembly/index/inputAlloc
  drop
  global.get $assembly/index/inputPtr
  i32.eqz
  if
   i32.const 0
   return
  end
  local.get $4
  global.set $assembly/keys/seed
  global.get $assembly/index/inputPtr
  local.tee $4
  global.set $assembly/stored-items/basePtr
  local.get $0
  global.set $assembly/stored-items/baseLen
  local.get $4
  global.set $assembly/stored-items/spacePtr
  local.get $1
  global.set $assembly/stored-items/spaceLen
  local.get $2
  global.set $assembly/stored-items/itemLimit
  local.get $3
  global.set $assembly/stored-items/depthLimit
  local.get $5
  i32.const 0
  i32.ne
  global.set $assembly/stored-items/walkOnly
  i32.const -1
  global.set $assembly/stored-items/nextItem
  i32.const 0
  global.set $assembly/stored-items/nextOff
  global.get $assembly/index/inputPtr
 )
 (func $assembly/index/windowAt (param $0 i32) (result i32)
  global.get $assembly/stored-items/spacePtr
  local.get $0
  i32.sub
  global.set $assembly/stored-items/basePtr
  global.get $assembly/stored-items/spacePtr
 )
 (func $assembly/index/beginWalk (param $0 i32) (param $1 i32) (param $2 i32) (result i32)
  (local $3 i32)
  global.get $assembly/index/inputPtr
  i32.eqz
  if
   i32.const -1
   return
  end
  global.get $assembly/index/inputPtr
  local.tee $3
  global.set $assembly/stored-items/basePtr
  local.get $0
  global.set $assembly/stored-items/baseLen
  local.get $3
  global.set $assembly/stored-items/spacePtr
  local.get $0
  global.set $assembly/stored-items/spaceLen
  local.get $1
  global.set $assembly/stored-items/itemLimit
  local.get $2
  global.set $assembly/stored-items/depthLimit
  i32.const 1
  global.set $assembly/stored-items/walkOnly
  i32.const -1
  global.set $assembly/stored-items/nextItem
  i32.const 0
  global.set $assembly/stored-items/nextOff
  i32.const 0
 )
 (func $assembly/index/scanItems (param $0 i32) (result i32)
  global.get $assembly/index/inputPtr
  i32.eqz
  if
   i32.const -1
   return
  end
  local.get $0
  call $assembly/stored-items/storedScan
  local.tee $0
  i32.eqz
  global.get $assembly/tables/itemCount
  i32.const 0
  i32.gt_s
  i32.and
  if
   call $assembly/pairing/listAmbiguousOutputs
   global.set $assembly/index/ambiguous
  end
  local.get $0
 )
 (func $assembly/index/itemsResumeAt (result i32)
  global.get $assembly/stored-items/nextOff
 )
 (func $assembly/index/walkItems (param $0 i32) (param $1 i32) (param $2 i32) (result i32)
  (local $3 i64)
  (local $4 i32)
  global.get $assembly/index/inputPtr
  i32.eqz
  if
   i32.const -1
   return
  end
  block $__inlined_func$assembly/msgpack/checkTopArray$314 (result i32)
   global.get $assembly/index/inputPtr
   local.tee $4
   global.set $assembly/msgpack/rdPos
   local.get $0
   local.get $4
   i32.add
   global.set $assembly/msgpack/rdEnd
   i32.const 0
   global.set $assembly/msgpack/rdStatus
   call $assembly/msgpack/readArrayHeader
   local.set $3
   global.get $assembly/msgpack/rdStatus
   local.get $3
   i64.const 0
   i64.lt_s
   br_if $__inlined_func$assembly/msgpack/checkTopArray$314
   drop
   i32.const 13
   local.get $3
   local.get $1
   i64.extend_i32_s
   i64.gt_s
   br_if $__inlined_func$assembly/msgpack/checkTopArray$314
   drop
   i32.const 12
   local.get $2
   i32.const 0
   i32.le_s
   br_if $__inlined_func$assembly/msgpack/checkTopArray$314
   drop
   local.get $3
   i32.wrap_i64
   i32.const 1
   local.get $2
   call $assembly/msgpack/skipValues
   i32.eqz
   if
    global.get $assembly/msgpack/rdStatus
    br $__inlined_func$assembly/msgpack/checkTopArray$314
   end
   i32.const 14
   i32.const 0
   global.get $assembly/msgpack/rdPos
   global.get $assembly/msgpack/rdEnd
   i32.ne
   select
  end
 )
 (func $assembly/index/itemOffsetsPtr (result i32)
  global.get $assembly/tables/offsetsPtr
 )
 (func $assembly/index/keyPtr (param $0 i32) (param $1 i32) (result i32)
  local.get $0
  i32.const 0
  i32.lt_s
  local.get $0
  global.get $assembly/tables/itemCount
  i32.ge_s
  i32.or
  local.get $1
  i32.const 0
  i32.lt_s
  i32.or
  if (result i32)
   i32.const -1
  else
   i32.const -1
   global.get $assembly/tables/firstSlotPtr
   local.get $0
   i32.const 2
   i32.shl
   i32.add
   i32.load
   local.get $1
   i32.add
   local.tee $1
   local.get $1
   global.get $assembly/tables/firstSlotPtr
   local.get $0
   i32.const 1
   i32.add
   i32.const 2
   i32.shl
   i32.add
   i32.load
   i32.ge_s
   select
  end
  local.tee $0
  i32.const 0
  i32.lt_s
  if (result i32)
   i32.const -1
  else
   global.get $assembly/keys/keyBase
   global.get $assembly/keys/keyBytesPtr
   global.get $assembly/keys/slotKeyPtr
   local.get $0
   i32.const 2
   i32.shl
   i32.add
   i32.load
   i32.const 2
   i32.shl
   i32.add
   i32.load
   i32.add
  end
 )
 (func $assembly/index/keyLength (param $0 i32) (param $1 i32) (result i32)
  local.get $0
  i32.const 0
  i32.lt_s
  local.get $0
  global.get $assembly/tables/itemCount
  i32.ge_s
  i32.or
  local.get $1
  i32.const 0
  i32.lt_s
  i32.or
  if (result i32)
   i32.const -1
  else
   i32.const -1
   local.get $1
   global.get $assembly/tables/firstSlotPtr
   local.get $0
   i32.const 2
   i32.shl
   i32.add
   i32.load
   i32.add
   local.tee $1
   local.get $1
   global.get $assembly/tables/firstSlotPtr
   local.get $0
   i32.const 1
   i32.add
   i32.const 2
   i32.shl
   i32.add
   i32.load
   i32.ge_s
   select
  end
  local.tee $0
  i32.const 0
  i32.lt_s
  if (result i32)
   i32.const -1
  else
   global.get $assembly/keys/keyLenPtr
   global.get $assembly/keys/slotKeyPtr
   local.get $0
   i32.const 2
   i32.shl
   i32.add
   i32.load
   i32.const 2
   i32.shl
   i32.add
   i32.load
   i32.const 2147483647
   i32.and
  end
 )
 (func $assembly/index/itemKindsPtr (result i32)
  global.get $assembly/tables/kindPtr
 )
 (func $assembly/index/itemFlagsPtr (result i32)
  global.get $assembly/tables/flagsPtr
 )
 (func $assembly/index/items (result i32)
  global.get $assembly/tables/itemCount
 )
 (func $assembly/index/ambiguousCount (result i32)
  global.get $assembly/index/ambiguous
 )
 (func $assembly/index/ambiguousPtr (result i32)
  global.get $assembly/tables/orderPtr
 )
 (func $assembly/index/repairedFlagsPtr (result i32)
  global.get $assembly/tables/repairedPtr
 )
 (func $assembly/pairing/pairAll (result i32)
  (local $0 i32)
  (local $1 i32)
  (local $2 i32)
  (local $3 i32)
  (local $4 i32)
  (local $5 i32)
  (local $6 i32)
  (local $7 i32)
  i32.const 0
  global.set $assembly/pairing/errReason
  i32.const -1
  global.set $assembly/pairing/errIndex
  i32.const -1
  global.set $assembly/pairing/errKey
  i32.const 0
  global.set $assembly/pairing/droppedCount
  global.get $assembly/tables/latestPtr
  i32.const 255
  global.get $assembly/keys/keyTotal
  i32.const 2
  i32.shl
  local.tee $0
  memory.fill
  global.get $assembly/tables/waitHeadPtr
  i32.const 255
  local.get $0
  memory.fill
  global.get $assembly/tables/statePtr
  i32.const 0
  global.get $assembly/tables/itemCount
  local.tee $3
  memory.fill
  loop $for-loop|0
   local.get $1
   local.get $3
   i32.lt_s
   if
    global.get $assembly/tables/groupStartPtr
    local.get $1
    i32.const 2
    i32.shl
    i32.add
    local.get $1
    global.get $assembly/tables/kindPtr
    i32.add
    i32.load8_u
    local.tee $0
    i32.const 3
    i32.eq
    if (result i32)
     local.get $1
    else
     local.get $0
     i32.const 1
     i32.eq
     if (result i32)
      local.get $1
      i32.const 0
      i32.gt_s
      if (result i32)
       global.get $assembly/tables/kindPtr
       local.get $1
       i32.const 1
       i32.sub
       i32.add
       i32.load8_u
       i32.const 1
       i32.eq
      else
       i32.const 0
      end
      if (result i32)
       global.get $assembly/tables/groupStartPtr
       local.get $1
       i32.const 1
       i32.sub
       i32.const 2
       i32.shl
       i32.add
       i32.load
      else
       local.get $1
      end
     else
      i32.const -1
     end
    end
    i32.store
    local.get $0
    i32.const 5
    i32.eq
    if
     global.get $assembly/pairing/errIndex
     local.get $1
     i32.le_s
     i32.const 0
     global.get $assembly/pairing/errReason
     select
     i32.eqz
     if
      i32.const 1
      global.set $assembly/pairing/errReason
      local.get $1
      global.set $assembly/pairing/errIndex
      i32.const -1
      global.set $assembly/pairing/errKey
     end
    else
     local.get $0
     i32.const 4
     i32.eq
     if
      global.get $assembly/pairing/errIndex
      local.get $1
      i32.le_s
      i32.const 0
      global.get $assembly/pairing/errReason
      select
      i32.eqz
      if
       i32.const 4
       global.set $assembly/pairing/errReason
       local.get $1
       global.set $assembly/pairing/errIndex
       i32.const -1
       global.set $assembly/pairing/errKey
      end
     else
      local.get $0
      i32.const 2
      i32.eq
      if
       block $__inlined_func$assembly/pairing/pairOutput$5
        global.get $assembly/keys/slotKeyPtr
        local.get $1
        i32.const 2
        i32.shl
        local.tee $0
        global.get $assembly/tables/firstSlotPtr
        i32.add
        i32.load
        i32.const 2
        i32.shl
        i32.add
        i32.load
        i32.const 2
        i32.shl
        local.tee $2
        global.get $assembly/tables/latestPtr
        i32.add
        i32.load
        local.tee $4
        i32.const 0
        i32.lt_s
        if
         local.get $2
         global.get $assembly/tables/waitHeadPtr
         i32.add
         local.tee $2
         i32.load
         local.tee $4
         i32.const 0
         i32.lt_s
         if
          local.get $2
          local.get $1
          i32.store
          global.get $assembly/tables/nextWaitPtr
          local.get $0
          i32.add
          i32.const -1
          i32.store
         else
          global.get $assembly/tables/nextWaitPtr
          local.get $1
          i32.const 2
          i32.shl
          i32.add
          global.get $assembly/tables/nextWaitPtr
          local.get $4
          i32.const 2
          i32.shl
          i32.add
          local.tee $0
          i32.load
          i32.store
          local.get $0
          local.get $1
          i32.store
         end
         br $__inlined_func$assembly/pairing/pairOutput$5
        end
        global.get $assembly/tables/slotOutPtr
        local.get $4
        i32.const 2
        i32.shl
        i32.add
        local.tee $0
        i32.load
        local.tee $2
        i32.const 0
        i32.lt_s
        if
         local.get $0
         local.get $1
         i32.store
         local.get $4
         global.get $assembly/tables/slotAfterPtr
         i32.add
         i32.const 1
         i32.store8
         local.get $1
         global.get $assembly/tables/statePtr
         i32.add
         i32.const 1
         i32.store8
         br $__inlined_func$assembly/pairing/pairOutput$5
        end
        global.get $assembly/tables/slotDropPtr
        local.get $4
        i32.const 2
        i32.shl
        i32.add
        i32.load
        i32.const 0
        i32.lt_s
        local.tee $0
        if
         local.get $4
         global.get $assembly/tables/slotAfterPtr
         i32.add
         i32.load8_u
         i32.const 0
         i32.ne
         local.set $0
        end
        local.get $0
        if
         local.get $2
         global.get $assembly/tables/repairedPtr
         i32.add
         i32.load8_u
         i32.const 0
         i32.ne
         local.set $0
        end
        local.get $0
        if (result i32)
         local.get $1
         global.get $assembly/tables/repairedPtr
         i32.add
         i32.load8_u
         i32.eqz
        else
         local.get $0
        end
        i32.eqz
        if
         global.get $assembly/pairing/errIndex
         local.get $1
         i32.le_s
         i32.const 0
         global.get $assembly/pairing/errReason
         select
         i32.eqz
         if
          i32.const 3
          global.set $assembly/pairing/errReason
          local.get $1
          global.set $assembly/pairing/errIndex
          i32.const 0
          global.set $assembly/pairing/errKey
         end
         br $__inlined_func$assembly/pairing/pairOutput$5
        end
        global.get $assembly/tables/slotDropPtr
        local.get $4
        i32.const 2
        i32.shl
        i32.add
        local.get $1
        i32.store
        local.get $1
        global.get $assembly/tables/statePtr
        i32.add
        i32.const 2
        i32.store8
        global.get $assembly/pairing/droppedCount
        local.tee $0
        i32.const 1
        i32.add
        global.set $assembly/pairing/droppedCount
        global.get $assembly/tables/droppedPtr
        local.get $0
        i32.const 2
        i32.shl
        i32.add
        local.get $1
        i32.store
       end
      else
       local.get $0
       i32.const 3
       i32.eq
       local.get $0
       i32.const 1
       i32.eq
       i32.or
       if
        global.get $assembly/tables/firstSlotPtr
        local.get $1
        i32.const 1
        i32.add
        i32.const 2
        i32.shl
        i32.add
        i32.load
        local.set $2
        global.get $assembly/tables/firstSlotPtr
        local.get $1
        i32.const 2
        i32.shl
        i32.add
        i32.load
        local.tee $5
        local.set $4
        loop $for-loop|1
         local.get $2
         local.get $4
         i32.gt_s
         if
          local.get $4
          local.get $5
          i32.sub
          local.set $6
          local.get $4
          i32.const 2
          i32.shl
          local.tee $7
          global.get $assembly/keys/slotKeyPtr
          i32.add
          i32.load
          local.set $0
          global.get $assembly/tables/slotOutPtr
          local.get $7
          i32.add
          i32.const -1
          i32.store
          global.get $assembly/tables/slotDropPtr
          local.get $7
          i32.add
          i32.const -1
          i32.store
          block $__inlined_func$assembly/pairing/pairCall$6
           global.get $assembly/tables/latestPtr
           local.get $0
           i32.const 2
           i32.shl
           i32.add
           i32.load
           local.tee $7
           i32.const 0
           i32.ge_s
           if (result i32)
            global.get $assembly/tables/groupStartPtr
            global.get $assembly/keys/slotItemPtr
            local.get $7
            i32.const 2
            i32.shl
            i32.add
            i32.load
            i32.const 2
            i32.shl
            i32.add
            i32.load
            global.get $assembly/tables/groupStartPtr
            local.get $1
            i32.const 2
            i32.shl
            i32.add
            i32.load
            i32.eq
            if (result i32)
             i32.const 1
            else
             global.get $assembly/tables/slotOutPtr
             local.get $7
             i32.const 2
             i32.shl
             i32.add
             i32.load
             i32.const 0
             i32.lt_s
            end
           else
            i32.const 0
           end
           if
            global.get $assembly/pairing/errIndex
            local.get $1
            i32.le_s
            i32.const 0
            global.get $assembly/pairing/errReason
            select
            i32.eqz
            if
             i32.const 2
             global.set $assembly/pairing/errReason
             local.get $1
             global.set $assembly/pairing/errIndex
             local.get $6
             global.set $assembly/pairing/errKey
            end
            br $__inlined_func$assembly/pairing/pairCall$6
           end
           local.get $0
           i32.const 2
           i32.shl
           local.tee $0
           global.get $assembly/tables/latestPtr
           i32.add
           local.get $4
           i32.store
           local.get $7
           i32.const 0
           i32.ge_s
           br_if $__inlined_func$assembly/pairing/pairCall$6
           global.get $assembly/tables/waitHeadPtr
           local.get $0
           i32.add
           local.tee $0
           i32.load
           local.tee $6
           i32.const 0
           i32.lt_s
           br_if $__inlined_func$assembly/pairing/pairCall$6
           local.get $0
           i32.const -1
           i32.store
           global.get $assembly/tables/slotOutPtr
           local.get $4
           i32.const 2
           i32.shl
           i32.add
           local.get $6
           i32.store
           local.get $4
           global.get $assembly/tables/slotAfterPtr
           i32.add
           i32.const 0
           i32.store8
           local.get $6
           global.get $assembly/tables/statePtr
           i32.add
           i32.const 1
           i32.store8
           global.get $assembly/tables/nextWaitPtr
           local.get $6
           i32.const 2
           i32.shl
           i32.add
           i32.load
           local.set $0
           loop $for-loop|00
            local.get $0
            i32.const 0
            i32.ge_s
            if
             global.get $assembly/pairing/errIndex
             local.get $0
             i32.le_s
             i32.const 0
             global.get $assembly/pairing/errReason
             select
             i32.eqz
             if
              i32.const 3
              global.set $assembly/pairing/errReason
              local.get $0
              global.set $assembly/pairing/errIndex
              i32.const 0
              global.set $assembly/pairing/errKey
             end
             global.get $assembly/tables/nextWaitPtr
             local.get $0
             i32.const 2
             i32.shl
             i32.add
             i32.load
             local.set $0
             br $for-loop|00
            end
           end
          end
          local.get $4
          i32.const 1
          i32.add
          local.set $4
          br $for-loop|1
         end
        end
       end
      end
     end
    end
    local.get $1
    i32.const 1
    i32.add
    local.set $1
    br $for-loop|0
   end
  end
  global.get $assembly/pairing/errReason
 )
 (func $assembly/index/reconcile (result i32)
  (local $0 i32)
  (local $1 i32)
  (local $2 i32)
  (local $3 i32)
  (local $4 i32)
  (local $5 i32)
  (local $6 i32)
  call $assembly/pairing/pairAll
  local.tee $2
  i32.eqz
  if
   i32.const 0
   global.set $assembly/reconcile/orderCount
   i32.const 0
   global.set $assembly/reconcile/repairCount
   global.get $assembly/tables/itemCount
   local.set $3
   loop $for-loop|0
    local.get $0
    local.get $3
    i32.lt_s
    if
     local.get $0
     global.get $assembly/tables/statePtr
     i32.add
     i32.load8_u
     i32.eqz
     if
      global.get $assembly/reconcile/orderCount
      local.tee $1
      i32.const 1
      i32.add
      global.set $assembly/reconcile/orderCount
      global.get $assembly/tables/orderPtr
      local.get $1
      i32.const 2
      i32.shl
      i32.add
      local.get $0
      i32.store
      local.get $0
      global.get $assembly/tables/kindPtr
      i32.add
      i32.load8_u
      local.tee $1
      i32.const 3
      i32.eq
      if (result i32)
       i32.const 1
      else
       local.get $1
       i32.const 1
       i32.eq
       if (result i32)
        global.get $assembly/tables/itemCount
        local.get $0
        i32.const 1
        i32.add
        i32.eq
        if (result i32)
         i32.const 1
        else
         global.get $assembly/tables/kindPtr
         local.get $0
         i32.const 1
         i32.add
         i32.add
         i32.load8_u
         i32.const 1
         i32.ne
        end
       else
        i32.const 0
       end
      end
      if
       global.get $assembly/tables/firstSlotPtr
       local.get $0
       i32.const 1
       i32.add
       i32.const 2
       i32.shl
       i32.add
       i32.load
       local.set $4
       global.get $assembly/tables/firstSlotPtr
       global.get $assembly/tables/groupStartPtr
       local.get $0
       i32.const 2
       i32.shl
       i32.add
       i32.load
       i32.const 2
       i32.shl
       i32.add
       i32.load
       local.set $1
       loop $for-loop|00
        local.get $1
        local.get $4
        i32.lt_s
        if
         block $for-continue|01
          global.get $assembly/tables/slotOutPtr
          local.get $1
          i32.const 2
          i32.shl
          i32.add
          i32.load
          local.tee $5
          i32.const 0
          i32.ge_s
          if
           global.get $assembly/reconcile/orderCount
           local.tee $6
           i32.const 1
           i32.add
           global.set $assembly/reconcile/orderCount
           global.get $assembly/tables/orderPtr
           local.get $6
           i32.const 2
           i32.shl
           i32.add
           local.get $5
           i32.store
           br $for-continue|01
          end
          global.get $assembly/keys/slotItemPtr
          local.get $1
          i32.const 2
          i32.shl
          i32.add
          i32.load
          local.tee $5
          global.get $assembly/tables/flagsPtr
          i32.add
          i32.load8_u
          i32.const 1
          i32.and
          i32.eqz
          br_if $for-continue|01
          global.get $assembly/tables/pairsPtr
          global.get $assembly/reconcile/repairCount
          i32.const 3
          i32.shl
          i32.add
          local.get $5
          i32.store
          global.get $assembly/tables/pairsPtr
          global.get $assembly/reconcile/repairCount
          i32.const 1
          i32.shl
          i32.const 1
          i32.add
          i32.const 2
          i32.shl
          i32.add
          local.get $1
          global.get $assembly/tables/firstSlotPtr
          local.get $5
          i32.const 2
          i32.shl
          i32.add
          i32.load
          i32.sub
          i32.store
          global.get $assembly/reconcile/repairCount
          i32.const 1
          i32.add
          global.set $assembly/reconcile/repairCount
          global.get $assembly/reconcile/orderCount
          local.tee $5
          i32.const 1
          i32.add
          global.set $assembly/reconcile/orderCount
          global.get $assembly/tables/orderPtr
          local.get $5
          i32.const 2
          i32.shl
          i32.add
          i32.const 0
          global.get $assembly/reconcile/repairCount
          i32.sub
          i32.store
         end
         local.get $1
         i32.const 1
         i32.add
         local.set $1
         br $for-loop|00
        end
       end
      end
     end
     local.get $0
     i32.const 1
     i32.add
     local.set $0
     br $for-loop|0
    end
   end
  end
  local.get $2
 )
 (func $assembly/cutoff/scanCutoff (param $0 i32)
  (local $1 i32)
  (local $2 i32)
  (local $3 i32)
  (local $4 i32)
  (local $5 i32)
  (local $6 i32)
  (local $7 i32)
  (local $8 i32)
  global.get $assembly/tables/itemCount
  local.set $3
  i32.const 0
  global.set $assembly/cutoff/unresolvedCount
  i32.const -1
  local.set $1
  global.get $assembly/tables/slotCount
  local.set $5
  loop $for-loop|0
   local.get $2
   local.get $5
   i32.lt_s
   if
    global.get $assembly/keys/slotItemPtr
    local.get $2
    i32.const 2
    i32.shl
    i32.add
    i32.load
    local.tee $6
    local.get $0
    i32.lt_s
    if
     block $for-continue|0
      local.get $6
      global.get $assembly/tables/flagsPtr
      i32.add
      i32.load8_u
      i32.const 1
      i32.and
      if (result i32)
       local.get $6
       global.get $assembly/tables/kindPtr
       i32.add
       i32.load8_u
       i32.const 2
       i32.eq
      else
       i32.const 1
      end
      br_if $for-continue|0
      global.get $assembly/tables/slotOutPtr
      local.get $2
      i32.const 2
      i32.shl
      i32.add
      i32.load
      local.tee $7
      local.get $0
      i32.lt_s
      local.get $7
      i32.const 0
      i32.ge_s
      i32.and
      br_if $for-continue|0
      local.get $2
      local.get $1
      local.get $1
      i32.const 0
      i32.lt_s
      select
      local.set $1
      global.get $assembly/tables/pairsPtr
      global.get $assembly/cutoff/unresolvedCount
      i32.const 3
      i32.shl
      i32.add
      local.get $6
      i32.store
      global.get $assembly/tables/pairsPtr
      global.get $assembly/cutoff/unresolvedCount
      i32.const 1
      i32.shl
      i32.const 1
      i32.add
      i32.const 2
      i32.shl
      i32.add
      local.get $2
      global.get $assembly/tables/firstSlotPtr
      local.get $6
      i32.const 2
      i32.shl
      i32.add
      i32.load
      i32.sub
      i32.store
      global.get $assembly/cutoff/unresolvedCount
      i32.const 1
      i32.add
      global.set $assembly/cutoff/unresolvedCount
     end
     local.get $2
     i32.const 1
     i32.add
     local.set $2
     br $for-loop|0
    end
   end
  end
  local.get $1
  local.set $2
  global.get $assembly/tables/backPtr
  i32.const 0
  i32.store
  i32.const 1
  local.set $1
  loop $for-loop|00
   local.get $1
   local.get $3
   i32.le_s
   if
    global.get $assembly/tables/backPtr
    local.get $1
    i32.const 2
    i32.shl
    i32.add
    local.get $1
    i32.const 1
    i32.sub
    local.tee $5
    global.get $assembly/tables/flagsPtr
    i32.add
    i32.load8_u
    i32.const 2
    i32.and
    if (result i32)
     global.get $assembly/tables/backPtr
     local.get $5
     i32.const 2
     i32.shl
     i32.add
     i32.load
    else
     local.get $1
    end
    i32.store
    local.get $1
    i32.const 1
    i32.add
    local.set $1
    br $for-loop|00
   end
  end
  global.get $assembly/tables/groupOutPtr
  i32.const 255
  local.get $3
  i32.const 2
  i32.shl
  local.tee $1
  memory.fill
  global.get $assembly/tables/nextWaitPtr
  i32.const 255
  local.get $1
  memory.fill
  global.get $assembly/tables/slotCount
  local.set $5
  loop $for-loop|01
   local.get $4
   local.get $5
   i32.lt_s
   if
    local.get $4
    i32.const 2
    i32.shl
    local.tee $1
    global.get $assembly/keys/slotItemPtr
    i32.add
    i32.load
    local.tee $6
    global.get $assembly/tables/kindPtr
    i32.add
    i32.load8_u
    i32.const 2
    i32.ne
    if
     global.get $assembly/tables/slotOutPtr
     local.get $1
     i32.add
     i32.load
     local.tee $7
     global.get $assembly/tables/slotDropPtr
     local.get $1
     i32.add
     i32.load
     local.tee $1
     local.get $1
     local.get $7
     i32.lt_s
     select
     local.tee $8
     global.get $assembly/tables/groupOutPtr
     global.get $assembly/tables/groupStartPtr
     local.get $6
     i32.const 2
     i32.shl
     i32.add
     i32.load
     i32.const 2
     i32.shl
     i32.add
     local.tee $1
     i32.load
     i32.gt_s
     if
      local.get $1
      local.get $8
      i32.store
     end
     local.get $7
     i32.const 0
     i32.ge_s
     if
      global.get $assembly/tables/nextWaitPtr
      local.get $7
      i32.const 2
      i32.shl
      i32.add
      local.get $6
      i32.store
     end
    end
    local.get $4
    i32.const 1
    i32.add
    local.set $4
    br $for-loop|01
   end
  end
  local.get $2
  i32.const 0
  i32.ge_s
  if
   global.get $assembly/tables/backPtr
   global.get $assembly/tables/groupStartPtr
   global.get $assembly/keys/slotItemPtr
   local.get $2
   i32.const 2
   i32.shl
   i32.add
   i32.load
   i32.const 2
   i32.shl
   i32.add
   i32.load
   i32.const 2
   i32.shl
   i32.add
   i32.load
   local.set $0
  end
  loop $while-continue|0
   local.get $0
   local.get $3
   i32.lt_s
   local.get $0
   i32.const 0
   i32.gt_s
   i32.and
   if (result i32)
    local.get $0
    global.get $assembly/tables/kindPtr
    i32.add
    i32.load8_u
    i32.const 1
    i32.eq
   else
    i32.const 0
   end
   if (result i32)
    local.get $0
    global.get $assembly/tables/groupStartPtr
    local.get $0
    i32.const 2
    i32.shl
    i32.add
    i32.load
    i32.gt_s
   else
    i32.const 0
   end
   if
    global.get $assembly/tables/backPtr
    global.get $assembly/tables/groupStartPtr
    local.get $0
    i32.const 2
    i32.shl
    i32.add
    i32.load
    i32.const 2
    i32.shl
    i32.add
    i32.load
    local.set $0
    br $while-continue|0
   end
  end
  local.get $0
  local.tee $1
  i32.const 1
  i32.sub
  local.set $0
  loop $while-continue|00
   local.get $0
   i32.const 0
   i32.ge_s
   if
    local.get $0
    local.get $0
    global.get $assembly/tables/statePtr
    i32.add
    i32.load8_u
    i32.const 1
    i32.eq
    if (result i32)
     local.get $1
     global.get $assembly/tables/nextWaitPtr
     local.get $0
     i32.const 2
     i32.shl
     i32.add
     i32.load
     i32.le_s
    else
     i32.const 0
    end
    if (result i32)
     local.get $0
    else
     local.get $0
     global.get $assembly/tables/kindPtr
     i32.add
     i32.load8_u
     local.tee $2
     i32.const 3
     i32.eq
     if (result i32)
      i32.const 1
     else
      local.get $2
      i32.const 1
      i32.eq
      if (result i32)
       global.get $assembly/tables/itemCount
       local.get $0
       i32.const 1
       i32.add
       i32.eq
       if (result i32)
        i32.const 1
       else
        global.get $assembly/tables/kindPtr
        local.get $0
        i32.const 1
        i32.add
        i32.add
        i32.load8_u
        i32.const 1
        i32.ne
       end
      else
       i32.const 0
      end
     end
     if (result i32)
      local.get $1
      global.get $assembly/tables/groupOutPtr
      global.get $assembly/tables/groupStartPtr
      local.get $0
      i32.const 2
      i32.shl
      i32.add
      i32.load
      i32.const 2
      i32.shl
      i32.add
      i32.load
      i32.le_s
     else
      i32.const 0
     end
     if
      global.get $assembly/tables/backPtr
      global.get $assembly/tables/groupStartPtr
      local.get $0
      i32.const 2
      i32.shl
      i32.add
      i32.load
      i32.const 2
      i32.shl
      i32.add
      i32.load
      local.set $1
      loop $while-continue|01
       local.get $1
       local.get $3
       i32.lt_s
       local.get $1
       i32.const 0
       i32.gt_s
       i32.and
       if (result i32)
        local.get $1
        global.get $assembly/tables/kindPtr
        i32.add
        i32.load8_u
        i32.const 1
        i32.eq
       else
        i32.const 0
       end
       if (result i32)
        local.get $1
        global.get $assembly/tables/groupStartPtr
        local.get $1
        i32.const 2
        i32.shl
        i32.add
        i32.load
        i32.gt_s
       else
        i32.const 0
       end
       if
        global.get $assembly/tables/backPtr
        global.get $assembly/tables/groupStartPtr
        local.get $1
        i32.const 2
        i32.shl
        i32.add
        i32.load
        i32.const 2
        i32.shl
        i32.add
        i32.load
        local.set $1
        br $while-continue|01
       end
      end
     end
     local.get $1
    end
    local.tee $1
    local.get $0
    local.get $1
    i32.lt_s
    select
    i32.const 1
    i32.sub
    local.set $0
    br $while-continue|00
   end
  end
  local.get $1
  global.set $assembly/cutoff/startIndex
 )
 (func $assembly/index/cutoff (param $0 i32) (result i32)
  (local $1 i32)
  call $assembly/pairing/pairAll
  local.tee $1
  i32.eqz
  if
   local.get $0
   call $assembly/cutoff/scanCutoff
  end
  local.get $1
 )
 (func $assembly/index/errorIndex (result i32)
  global.get $assembly/pairing/errIndex
 )
 (func $assembly/index/errorKey (result i32)
  global.get $assembly/pairing/errKey
 )
 (func $assembly/index/resultOrderLen (result i32)
  global.get $assembly/reconcile/orderCount
 )
 (func $assembly/index/resultPairsPtr (result i32)
  global.get $assembly/tables/pairsPtr
 )
 (func $assembly/index/resultRepairCount (result i32)
  global.get $assembly/reconcile/repairCount
 )
 (func $assembly/index/resultUnresolvedCount (result i32)
  global.get $assembly/cutoff/unresolvedCount
 )
 (func $assembly/index/resultDroppedPtr (result i32)
  global.get $assembly/tables/droppedPtr
 )
 (func $assembly/index/resultDroppedLen (result i32)
  global.get $assembly/pairing/droppedCount
 )
 (func $assembly/index/resultStart (result i32)
  global.get $assembly/cutoff/startIndex
 )
 (func $assembly/index/testTrap
  unreachable
 )
 (func $assembly/index/testAbort
  i32.const 7552
  i32.const 0
  i32.const 0
  i32.const 0
  call $~lib/builtins/abort
 )
 (func $assembly/resident-heap/heapAlloc (param $0 i64) (result i32)
  (local $1 i32)
  (local $2 i32)
  (local $3 i32)
  i32.const 4
  local.set $1
  loop $while-continue|0
   local.get $1
   i32.const 29
   i32.le_u
   i64.const 1
   local.get $1
   i64.extend_i32_u
   i64.shl
   local.get $0
   i64.lt_u
   i32.and
   if
    local.get $1
    i32.const 1
    i32.add
    local.set $1
    br $while-continue|0
   end
  end
  local.get $1
  i32.const 0
  local.get $1
  i32.const 29
  i32.le_u
  select
  local.tee $2
  i32.eqz
  if
   i32.const 0
   return
  end
  local.get $2
  i32.const 2
  i32.shl
  i32.const 7248
  i32.add
  local.tee $1
  i32.load
  local.tee $3
  if
   local.get $1
   local.get $3
   i32.load
   i32.store
   local.get $3
   return
  end
  i32.const 1
  local.get $2
  i32.shl
  local.tee $1
  call $assembly/workspace/ensureRoom
  if (result i32)
   local.get $1
   call $~lib/rt/stub/__alloc
  else
   i32.const 0
  end
 )
 (func $assembly/resident-state/regroup (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (result i32)
  (local $7 i32)
  (local $8 i64)
  (local $9 i32)
  (local $10 i32)
  (local $11 i32)
  (local $12 i32)
  loop $for-loop|0
   local.get $3
   local.get $7
   i32.gt_s
   if
    local.get $8
    local.get $2
    local.get $7
    i32.add
    i64.load8_u
    local.get $5
    i32.const 1
    i32.add
    i64.extend_i32_s
    i64.mul
    i64.const 7
    i64.add
    i64.const -8
    i64.and
    i64.add
    local.set $8
    local.get $7
    i32.const 1
    i32.add
    local.set $7
    br $for-loop|0
   end
  end
  local.get $8
  call $assembly/resident-heap/heapAlloc
  local.tee $7
  i32.eqz
  if
   i32.const 0
   return
  end
  local.get $0
  local.get $1
  i32.add
  local.tee $1
  i32.load
  local.set $10
  loop $for-loop|00
   local.get $3
   local.get $9
   i32.gt_s
   if
    local.get $2
    local.get $9
    i32.add
    i32.load8_u
    local.set $11
    local.get $1
    local.get $9
    i32.const 2
    i32.shl
    i32.add
    local.tee $12
    i32.load
    local.tee $0
    if
     local.get $7
     local.get $0
     local.get $6
     i32.const 1
     i32.add
     local.get $11
     i32.mul
     memory.copy
    end
    local.get $12
    local.get $7
    i32.store
    local.get $7
    local.get $5
    i32.const 1
    i32.add
    i64.extend_i32_s
    local.get $11
    i64.extend_i32_u
    i64.mul
    i64.const 7
    i64.add
    i64.const -8
    i64.and
    i32.wrap_i64
    i32.add
    local.set $7
    local.get $9
    i32.const 1
    i32.add
    local.set $9
    br $for-loop|00
   end
  end
  local.get $10
  if
   block $__inlined_func$assembly/resident-heap/heapFree$316
    i64.const 0
    local.set $8
    i32.const 0
    local.set $1
    loop $for-loop|01
     local.get $1
     local.get $3
     i32.lt_s
     if
      local.get $8
      local.get $1
      local.get $2
      i32.add
      i64.load8_u
      local.get $4
      i32.const 1
      i32.add
      i64.extend_i32_s
      i64.mul
      i64.const 7
      i64.add
      i64.const -8
      i64.and
      i64.add
      local.set $8
      local.get $1
      i32.const 1
      i32.add
      local.set $1
      br $for-loop|01
     end
    end
    local.get $10
    i32.eqz
    br_if $__inlined_func$assembly/resident-heap/heapFree$316
    i32.const 4
    local.set $1
    loop $while-continue|0
     local.get $1
     i32.const 29
     i32.le_u
     i64.const 1
     local.get $1
     i64.extend_i32_u
     i64.shl
     local.get $8
     i64.lt_u
     i32.and
     if
      local.get $1
      i32.const 1
      i32.add
      local.set $1
      br $while-continue|0
     end
    end
    local.get $10
    local.get $1
    i32.const 0
    local.get $1
    i32.const 29
    i32.le_u
    select
    i32.const 2
    i32.shl
    i32.const 7248
    i32.add
    local.tee $0
    i32.load
    i32.store
    local.get $0
    local.get $10
    i32.store
   end
  end
  i32.const 1
 )
 (func $assembly/resident-state/ensureGroup (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i64) (result i32)
  (local $7 i64)
  (local $8 i32)
  (local $9 i32)
  local.get $6
  local.get $0
  local.get $2
  i32.add
  local.tee $9
  i32.load
  local.tee $2
  i64.extend_i32_s
  i64.le_s
  if
   i32.const 1
   return
  end
  i64.const 16
  local.set $7
  loop $while-continue|0
   local.get $6
   local.get $7
   i64.gt_s
   if
    local.get $7
    i64.const 1
    i64.shl
    local.set $7
    br $while-continue|0
   end
  end
  local.get $7
  i32.wrap_i64
  i32.const 0
  local.get $7
  i64.const 134217727
  i64.le_s
  select
  local.tee $8
  if (result i32)
   local.get $0
   local.get $1
   local.get $3
   local.get $4
   local.get $2
   local.get $8
   local.get $5
   call $assembly/resident-state/regroup
  else
   i32.const 0
  end
  i32.eqz
  if
   i32.const 0
   return
  end
  local.get $9
  local.get $8
  i32.store
  i32.const 1
 )
 (func $assembly/resident-keys/probe (param $0 i32) (param $1 i32) (param $2 i32) (result i32)
  (local $3 i32)
  (local $4 i32)
  (local $5 i64)
  (local $6 i32)
  (local $7 i32)
  (local $8 i32)
  (local $9 i32)
  (local $10 i32)
  (local $11 i32)
  (local $12 i32)
  local.get $0
  i32.load offset=28
  i32.const 1
  i32.shl
  i32.const 1
  i32.sub
  local.set $9
  global.get $assembly/keys/seed
  i64.extend_i32_u
  local.get $2
  i64.extend_i32_u
  i64.const 32
  i64.shl
  i64.xor
  i64.const -7046029254386353131
  i64.mul
  local.set $5
  local.get $1
  local.tee $3
  local.get $2
  i32.add
  local.set $4
  loop $while-continue|0
   local.get $4
   local.get $3
   i32.sub
   i32.const 8
   i32.ge_u
   if
    local.get $5
    local.get $3
    i64.load
    i64.xor
    i64.const -4658895280553007687
    i64.mul
    local.tee $5
    local.get $5
    i64.const 31
    i64.shr_u
    i64.xor
    local.set $5
    local.get $3
    i32.const 8
    i32.add
    local.set $3
    br $while-continue|0
   end
  end
  local.get $3
  local.get $4
  i32.lt_u
  if
   local.get $5
   block $assembly/keys/tailWord|inlined.2 (result i64)
    local.get $4
    local.get $3
    i32.sub
    local.tee $4
    i32.const 4
    i32.ge_u
    if
     local.get $3
     i64.load32_u
     local.get $3
     local.get $4
     i32.add
     i32.const 4
     i32.sub
     i64.load32_u
     i64.const 32
     i64.shl
     i64.or
     br $assembly/keys/tailWord|inlined.2
    end
    local.get $3
    i64.load8_u
    local.set $5
    local.get $4
    i32.const 2
    i32.ge_u
    if (result i64)
     local.get $5
     local.get $3
     local.get $4
     i32.add
     i32.const 2
     i32.sub
     i64.load16_u
     i64.const 8
     i64.shl
     i64.or
    else
     local.get $5
    end
   end
   i64.xor
   i64.const -4658895280553007687
   i64.mul
   local.tee $5
   local.get $5
   i64.const 31
   i64.shr_u
   i64.xor
   local.set $5
  end
  local.get $9
  local.get $5
  i64.const 30
  i64.shr_u
  local.get $5
  i64.xor
  i64.const -7046029254386353131
  i64.mul
  local.tee $5
  local.get $5
  i64.const 32
  i64.shr_u
  i64.xor
  i32.wrap_i64
  i32.and
  local.set $8
  loop $while-continue|1
   local.get $0
   i32.load offset=144
   local.get $8
   i32.const 2
   i32.shl
   i32.add
   local.tee $10
   i32.load
   local.tee $3
   if (result i32)
    local.get $0
    i32.load offset=128
    local.get $3
    i32.const 1
    i32.sub
    local.tee $4
    i32.const 2
    i32.shl
    i32.add
    i32.load
    local.get $2
    i32.ne
    if (result i32)
     i32.const 1
    else
     local.get $2
     local.set $3
     i32.const 0
     local.set $6
     block $~lib/util/memory/memcmp|inlined.0
      local.get $0
      i32.load offset=148
      local.get $0
      i32.load offset=124
      local.get $4
      i32.const 2
      i32.shl
      i32.add
      i32.load
      i32.add
      local.tee $7
      local.get $1
      local.tee $4
      i32.eq
      br_if $~lib/util/memory/memcmp|inlined.0
      local.get $7
      i32.const 7
      i32.and
      local.get $4
      i32.const 7
      i32.and
      i32.eq
      if
       loop $while-continue|2
        local.get $7
        i32.const 7
        i32.and
        if
         i32.const 0
         local.set $6
         local.get $3
         i32.eqz
         br_if $~lib/util/memory/memcmp|inlined.0
         local.get $7
         i32.load8_u
         local.tee $11
         local.get $4
         i32.load8_u
         local.tee $12
         i32.sub
         local.set $6
         local.get $11
         local.get $12
         i32.ne
         br_if $~lib/util/memory/memcmp|inlined.0
         local.get $3
         i32.const 1
         i32.sub
         local.set $3
         local.get $7
         i32.const 1
         i32.add
         local.set $7
         local.get $4
         i32.const 1
         i32.add
         local.set $4
         br $while-continue|2
        end
       end
       loop $while-continue|3
        local.get $3
        i32.const 8
        i32.ge_u
        if
         local.get $7
         i64.load
         local.get $4
         i64.load
         i64.eq
         if
          local.get $7
          i32.const 8
          i32.add
          local.set $7
          local.get $4
          i32.const 8
          i32.add
          local.set $4
          local.get $3
          i32.const 8
          i32.sub
          local.set $3
          br $while-continue|3
         end
        end
       end
      end
      loop $while-continue|4
       local.get $3
       local.tee $6
       i32.const 1
       i32.sub
       local.set $3
       local.get $6
       if
        local.get $7
        i32.load8_u
        local.tee $11
        local.get $4
        i32.load8_u
        local.tee $12
        i32.sub
        local.set $6
        local.get $11
        local.get $12
        i32.ne
        br_if $~lib/util/memory/memcmp|inlined.0
        local.get $7
        i32.const 1
        i32.add
        local.set $7
        local.get $4
        i32.const 1
        i32.add
        local.set $4
        br $while-continue|4
       end
      end
      i32.const 0
      local.set $6
     end
     local.get $6
    end
   else
    i32.const 0
   end
   if
    local.get $8
    i32.const 1
    i32.add
    local.get $9
    i32.and
    local.set $8
    br $while-continue|1
   end
  end
  local.get $10
 )
 (func $assembly/resident-state/reserve (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (result i32)
  (local $6 i64)
  (local $7 i64)
  (local $8 i32)
  local.get $0
  i32.const 64
  i32.const 12
  i32.const 7368
  i32.const 9
  local.get $0
  i32.load offset=8
  local.get $0
  i64.load32_s offset=8
  local.get $1
  i64.extend_i32_s
  i64.add
  call $assembly/resident-state/ensureGroup
  if (result i32)
   local.get $0
   i32.const 100
   i32.const 20
   i32.const 7377
   i32.const 6
   local.get $0
   i32.load offset=16
   local.get $0
   i64.load32_s offset=16
   local.get $2
   i64.extend_i32_s
   i64.add
   call $assembly/resident-state/ensureGroup
  else
   i32.const 0
  end
  if (result i32)
   block $__inlined_func$assembly/resident-state/reserveKeys$12 (result i32)
    i32.const 1
    local.get $0
    i64.load32_s offset=24
    local.get $3
    i64.extend_i32_s
    i64.add
    local.tee $7
    local.get $0
    i64.load32_s offset=28
    i64.le_s
    br_if $__inlined_func$assembly/resident-state/reserveKeys$12
    drop
    i64.const 16
    local.set $6
    loop $while-continue|0
     local.get $6
     local.get $7
     i64.lt_s
     if
      local.get $6
      i64.const 1
      i64.shl
      local.set $6
      br $while-continue|0
     end
    end
    i32.const 0
    local.get $6
    i32.wrap_i64
    i32.const 0
    local.get $6
    i64.const 134217727
    i64.le_s
    select
    local.tee $3
    i32.eqz
    br_if $__inlined_func$assembly/resident-state/reserveKeys$12
    drop
    i32.const 0
    local.get $3
    i64.extend_i32_s
    i64.const 3
    i64.shl
    local.tee $6
    call $assembly/resident-heap/heapAlloc
    local.tee $2
    i32.eqz
    br_if $__inlined_func$assembly/resident-state/reserveKeys$12
    drop
    local.get $0
    i32.const 124
    i32.const 7383
    i32.const 5
    local.get $0
    i32.load offset=28
    local.get $3
    local.get $0
    i32.load offset=24
    call $assembly/resident-state/regroup
    i32.eqz
    if
     local.get $2
     if
      i32.const 4
      local.set $1
      loop $while-continue|01
       local.get $1
       i32.const 29
       i32.le_u
       i64.const 1
       local.get $1
       i64.extend_i32_u
       i64.shl
       local.get $6
       i64.lt_u
       i32.and
       if
        local.get $1
        i32.const 1
        i32.add
        local.set $1
        br $while-continue|01
       end
      end
      local.get $2
      local.get $1
      i32.const 0
      local.get $1
      i32.const 29
      i32.le_u
      select
      i32.const 2
      i32.shl
      i32.const 7248
      i32.add
      local.tee $1
      i32.load
      i32.store
      local.get $1
      local.get $2
      i32.store
     end
     i32.const 0
     br $__inlined_func$assembly/resident-state/reserveKeys$12
    end
    local.get $0
    i64.load32_s offset=28
    i64.const 3
    i64.shl
    local.set $6
    local.get $0
    i32.load offset=144
    local.tee $8
    if
     i32.const 4
     local.set $1
     loop $while-continue|04
      local.get $1
      i32.const 29
      i32.le_u
      i64.const 1
      local.get $1
      i64.extend_i32_u
      i64.shl
      local.get $6
      i64.lt_u
      i32.and
      if
       local.get $1
       i32.const 1
       i32.add
       local.set $1
       br $while-continue|04
      end
     end
     local.get $8
     local.get $1
     i32.const 0
     local.get $1
     i32.const 29
     i32.le_u
     select
     i32.const 2
     i32.shl
     i32.const 7248
     i32.add
     local.tee $1
     i32.load
     i32.store
     local.get $1
     local.get $8
     i32.store
    end
    local.get $0
    local.get $2
    i32.store offset=144
    local.get $0
    local.get $3
    i32.store offset=28
    local.get $0
    i32.load offset=144
    i32.const 0
    local.get $0
    i32.load offset=28
    i32.const 3
    i32.shl
    memory.fill
    i32.const 0
    local.set $1
    loop $for-loop|0
     local.get $1
     local.get $0
     i32.load offset=24
     i32.lt_s
     if
      local.get $0
      local.get $0
      i32.load offset=148
      local.get $1
      i32.const 2
      i32.shl
      local.tee $2
      local.get $0
      i32.load offset=124
      i32.add
      i32.load
      i32.add
      local.get $0
      i32.load offset=128
      local.get $2
      i32.add
      i32.load
      call $assembly/resident-keys/probe
      local.get $1
      i32.const 1
      i32.add
      local.tee $1
      i32.store
      br $for-loop|0
     end
    end
    i32.const 1
   end
  else
   i32.const 0
  end
  if (result i32)
   local.get $0
   i32.const 148
   i32.const 36
   i32.const 7388
   i32.const 1
   local.get $0
   i32.load offset=32
   local.get $0
   i64.load32_s offset=32
   local.get $4
   i64.extend_i32_s
   i64.add
   call $assembly/resident-state/ensureGroup
  else
   i32.const 0
  end
  if (result i32)
   local.get $0
   i32.const 152
   i32.const 44
   i32.const 7389
   i32.const 1
   local.get $0
   i32.load offset=40
   local.get $0
   i64.load32_s offset=40
   local.get $5
   i64.extend_i32_s
   i64.add
   call $assembly/resident-state/ensureGroup
  else
   i32.const 0
  end
 )
 (func $assembly/resident-state/freeResident (param $0 i32)
  (local $1 i32)
  (local $2 i64)
  (local $3 i32)
  (local $4 i32)
  local.get $0
  i32.const 0
  i32.store
  local.get $0
  i32.load offset=64
  local.set $3
  local.get $0
  i32.load offset=12
  local.set $4
  loop $for-loop|0
   local.get $1
   i32.const 9
   i32.lt_s
   if
    local.get $2
    local.get $1
    i32.const 7368
    i32.add
    i64.load8_u
    local.get $4
    i32.const 1
    i32.add
    i64.extend_i32_s
    i64.mul
    i64.const 7
    i64.add
    i64.const -8
    i64.and
    i64.add
    local.set $2
    local.get $1
    i32.const 1
    i32.add
    local.set $1
    br $for-loop|0
   end
  end
  local.get $3
  if
   i32.const 4
   local.set $1
   loop $while-continue|0
    local.get $1
    i32.const 29
    i32.le_u
    i64.const 1
    local.get $1
    i64.extend_i32_u
    i64.shl
    local.get $2
    i64.lt_u
    i32.and
    if
     local.get $1
     i32.const 1
     i32.add
     local.set $1
     br $while-continue|0
    end
   end
   local.get $3
   local.get $1
   i32.const 0
   local.get $1
   i32.const 29
   i32.le_u
   select
   i32.const 2
   i32.shl
   i32.const 7248
   i32.add
   local.tee $1
   i32.load
   i32.store
   local.get $1
   local.get $3
   i32.store
  end
  local.get $0
  i32.load offset=100
  local.set $3
  local.get $0
  i32.load offset=20
  local.set $4
  i64.const 0
  local.set $2
  i32.const 0
  local.set $1
  loop $for-loop|00
   local.get $1
   i32.const 6
   i32.lt_s
   if
    local.get $2
    local.get $1
    i32.const 7377
    i32.add
    i64.load8_u
    local.get $4
    i32.const 1
    i32.add
    i64.extend_i32_s
    i64.mul
    i64.const 7
    i64.add
    i64.const -8
    i64.and
    i64.add
    local.set $2
    local.get $1
    i32.const 1
    i32.add
    local.set $1
    br $for-loop|00
   end
  end
  local.get $3
  if
   i32.const 4
   local.set $1
   loop $while-continue|02
    local.get $1
    i32.const 29
    i32.le_u
    i64.const 1
    local.get $1
    i64.extend_i32_u
    i64.shl
    local.get $2
    i64.lt_u
    i32.and
    if
     local.get $1
     i32.const 1
     i32.add
     local.set $1
     br $while-continue|02
    end
   end
   local.get $3
   local.get $1
   i32.const 0
   local.get $1
   i32.const 29
   i32.le_u
   select
   i32.const 2
   i32.shl
   i32.const 7248
   i32.add
   local.tee $1
   i32.load
   i32.store
   local.get $1
   local.get $3
   i32.store
  end
  local.get $0
  i32.load offset=124
  local.set $3
  local.get $0
  i32.load offset=28
  local.set $4
  i64.const 0
  local.set $2
  i32.const 0
  local.set $1
  loop $for-loop|02
   local.get $1
   i32.const 5
   i32.lt_s
   if
    local.get $2
    local.get $1
    i32.const 7383
    i32.add
    i64.load8_u
    local.get $4
    i32.const 1
    i32.add
    i64.extend_i32_s
    i64.mul
    i64.const 7
    i64.add
    i64.const -8
    i64.and
    i64.add
    local.set $2
    local.get $1
    i32.const 1
    i32.add
    local.set $1
    br $for-loop|02
   end
  end
  local.get $3
  if
   i32.const 4
   local.set $1
   loop $while-continue|05
    local.get $1
    i32.const 29
    i32.le_u
    i64.const 1
    local.get $1
    i64.extend_i32_u
    i64.shl
    local.get $2
    i64.lt_u
    i32.and
    if
     local.get $1
     i32.const 1
     i32.add
     local.set $1
     br $while-continue|05
    end
   end
   local.get $3
   local.get $1
   i32.const 0
   local.get $1
   i32.const 29
   i32.le_u
   select
   i32.const 2
   i32.shl
   i32.const 7248
   i32.add
   local.tee $1
   i32.load
   i32.store
   local.get $1
   local.get $3
   i32.store
  end
  local.get $0
  i64.load32_s offset=28
  i64.const 3
  i64.shl
  local.set $2
  local.get $0
  i32.load offset=144
  local.tee $3
  if
   i32.const 4
   local.set $1
   loop $while-continue|08
    local.get $1
    i32.const 29
    i32.le_u
    i64.const 1
    local.get $1
    i64.extend_i32_u
    i64.shl
    local.get $2
    i64.lt_u
    i32.and
    if
     local.get $1
     i32.const 1
     i32.add
     local.set $1
     br $while-continue|08
    end
   end
   local.get $3
   local.get $1
   i32.const 0
   local.get $1
   i32.const 29
   i32.le_u
   select
   i32.const 2
   i32.shl
   i32.const 7248
   i32.add
   local.tee $1
   i32.load
   i32.store
   local.get $1
   local.get $3
   i32.store
  end
  local.get $0
  i32.load offset=148
  local.set $3
  local.get $0
  i32.load offset=36
  local.set $4
  i64.const 0
  local.set $2
  i32.const 0
  local.set $1
  loop $for-loop|04
   local.get $1
   i32.const 0
   i32.le_s
   if
    local.get $2
    local.get $1
    i32.const 7388
    i32.add
    i64.load8_u
    local.get $4
    i32.const 1
    i32.add
    i64.extend_i32_s
    i64.mul
    i64.const 7
    i64.add
    i64.const -8
    i64.and
    i64.add
    local.set $2
    local.get $1
    i32.const 1
    i32.add
    local.set $1
    br $for-loop|04
   end
  end
  local.get $3
  if
   i32.const 4
   local.set $1
   loop $while-continue|011
    local.get $1
    i32.const 29
    i32.le_u
    i64.const 1
    local.get $1
    i64.extend_i32_u
    i64.shl
    local.get $2
    i64.lt_u
    i32.and
    if
     local.get $1
     i32.const 1
     i32.add
     local.set $1
     br $while-continue|011
    end
   end
   local.get $3
   local.get $1
   i32.const 0
   local.get $1
   i32.const 29
   i32.le_u
   select
   i32.const 2
   i32.shl
   i32.const 7248
   i32.add
   local.tee $1
   i32.load
   i32.store
   local.get $1
   local.get $3
   i32.store
  end
  local.get $0
  i32.load offset=152
  local.set $3
  local.get $0
  i32.load offset=44
  local.set $4
  i64.const 0
  local.set $2
  i32.const 0
  local.set $1
  loop $for-loop|06
   local.get $1
   i32.const 0
   i32.le_s
   if
    local.get $2
    local.get $1
    i32.const 7389
    i32.add
    i64.load8_u
    local.get $4
    i32.const 1
    i32.add
    i64.extend_i32_s
    i64.mul
    i64.const 7
    i64.add
    i64.const -8
    i64.and
    i64.add
    local.set $2
    local.get $1
    i32.const 1
    i32.add
    local.set $1
    br $for-loop|06
   end
  end
  local.get $3
  if
   i32.const 4
   local.set $1
   loop $while-continue|014
    local.get $1
    i32.const 29
    i32.le_u
    i64.const 1
    local.get $1
    i64.extend_i32_u
    i64.shl
    local.get $2
    i64.lt_u
    i32.and
    if
     local.get $1
     i32.const 1
     i32.add
     local.set $1
     br $while-continue|014
    end
   end
   local.get $3
   local.get $1
   i32.const 0
   local.get $1
   i32.const 29
   i32.le_u
   select
   i32.const 2
   i32.shl
   i32.const 7248
   i32.add
   local.tee $1
   i32.load
   i32.store
   local.get $1
   local.get $3
   i32.store
  end
  local.get $0
  if
   i32.const 4
   local.set $1
   loop $while-continue|017
    local.get $1
    i32.const 29
    i32.le_u
    i64.const 1
    local.get $1
    i64.extend_i32_u
    i64.shl
    i64.const 156
    i64.lt_u
    i32.and
    if
     local.get $1
     i32.const 1
     i32.add
     local.set $1
     br $while-continue|017
    end
   end
   local.get $0
   local.get $1
   i32.const 0
   local.get $1
   i32.const 29
   i32.le_u
   select
   i32.const 2
   i32.shl
   i32.const 7248
   i32.add
   local.tee $1
   i32.load
   i32.store
   local.get $1
   local.get $0
   i32.store
  end
 )
 (func $assembly/resident/residentCreate (param $0 i32) (result i32)
  (local $1 i32)
  block $__inlined_func$assembly/resident-state/createResident$327 (result i32)
   i32.const 0
   i64.const 156
   call $assembly/resident-heap/heapAlloc
   local.tee $1
   i32.eqz
   br_if $__inlined_func$assembly/resident-state/createResident$327
   drop
   local.get $1
   i32.const 0
   i32.const 156
   memory.fill
   local.get $1
   local.get $0
   i32.store offset=4
   local.get $1
   i32.const 0
   i32.store offset=52
   local.get $1
   i32.const -1
   i32.store offset=56
   local.get $1
   i32.const -1
   i32.store offset=60
   local.get $1
   i32.const 1
   i32.const 1
   i32.const 1
   i32.const 1
   i32.const 1
   call $assembly/resident-state/reserve
   i32.eqz
   if
    local.get $1
    call $assembly/resident-state/freeResident
    i32.const 0
    br $__inlined_func$assembly/resident-state/createResident$327
   end
   local.get $1
   i32.load offset=76
   i32.const 0
   i32.store
   local.get $1
   i32.load offset=80
   i32.const 0
   i32.store
   local.get $1
   i32.const 1380275017
   i32.store
   local.get $1
  end
 )
 (func $assembly/resident/residentFree (param $0 i32)
  block $__inlined_func$assembly/resident-state/residentAt$328 (result i32)
   i32.const 0
   local.get $0
   i32.eqz
   local.get $0
   i32.const 7
   i32.and
   i32.or
   br_if $__inlined_func$assembly/resident-state/residentAt$328
   drop
   i32.const 0
   local.get $0
   i64.extend_i32_u
   i64.const 156
   i64.add
   memory.size
   i64.extend_i32_s
   i64.const 16
   i64.shl
   i64.gt_u
   br_if $__inlined_func$assembly/resident-state/residentAt$328
   drop
   local.get $0
   i32.const 0
   local.get $0
   i32.load
   i32.const 1380275017
   i32.eq
   select
  end
  local.tee $0
  if
   local.get $0
   call $assembly/resident-state/freeResident
  end
 )
 (func $assembly/resident-scratch/reserveScratch (param $0 i64) (result i32)
  (local $1 i32)
  (local $2 i64)
  (local $3 i32)
  (local $4 i32)
  local.get $0
  global.get $assembly/resident-scratch/scratchBytes
  i64.le_u
  if
   i32.const 1
   return
  end
  i64.const 1024
  local.set $2
  loop $while-continue|0
   local.get $0
   local.get $2
   i64.gt_u
   if
    local.get $2
    i64.const 1
    i64.shl
    local.set $2
    br $while-continue|0
   end
  end
  local.get $2
  call $assembly/resident-heap/heapAlloc
  local.tee $4
  i32.eqz
  if
   i32.const 0
   return
  end
  global.get $assembly/resident-scratch/scratchPtr
  local.tee $3
  if
   global.get $assembly/resident-scratch/scratchBytes
   local.set $0
   i32.const 4
   local.set $1
   loop $while-continue|01
    local.get $1
    i32.const 29
    i32.le_u
    i64.const 1
    local.get $1
    i64.extend_i32_u
    i64.shl
    local.get $0
    i64.lt_u
    i32.and
    if
     local.get $1
     i32.const 1
     i32.add
     local.set $1
     br $while-continue|01
    end
   end
   local.get $3
   local.get $1
   i32.const 0
   local.get $1
   i32.const 29
   i32.le_u
   select
   i32.const 2
   i32.shl
   i32.const 7248
   i32.add
   local.tee $1
   i32.load
   i32.store
   local.get $1
   local.get $3
   i32.store
  end
  local.get $4
  global.set $assembly/resident-scratch/scratchPtr
  local.get $2
  global.set $assembly/resident-scratch/scratchBytes
  i32.const 1
 )
 (func $assembly/resident/residentScratch (param $0 i32) (result i32)
  (local $1 i64)
  i64.const 8
  local.get $0
  i64.extend_i32_u
  local.tee $1
  local.get $1
  i64.const 8
  i64.le_u
  select
  call $assembly/resident-scratch/reserveScratch
  if (result i32)
   global.get $assembly/resident-scratch/scratchPtr
  else
   i32.const 0
  end
 )
 (func $assembly/resident-append/pairCall (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32)
  (local $4 i32)
  (local $5 i32)
  (local $6 i32)
  local.get $0
  local.get $0
  i32.load offset=16
  local.tee $4
  i32.const 1
  i32.add
  i32.store offset=16
  local.get $4
  i32.const 2
  i32.shl
  local.tee $5
  local.get $0
  i32.load offset=100
  i32.add
  local.get $3
  i32.store
  local.get $0
  i32.load offset=104
  local.get $5
  i32.add
  local.get $1
  i32.store
  local.get $0
  i32.load offset=108
  local.get $5
  i32.add
  i32.const -1
  i32.store
  local.get $0
  i32.load offset=112
  local.get $5
  i32.add
  i32.const -1
  i32.store
  local.get $0
  i32.load offset=116
  local.get $5
  i32.add
  i32.const -1
  i32.store
  local.get $4
  local.get $0
  i32.load offset=120
  i32.add
  i32.const 0
  i32.store8
  local.get $3
  local.get $0
  i32.load offset=140
  i32.add
  i32.const 1
  i32.store8
  local.get $0
  i32.load offset=132
  local.get $3
  i32.const 2
  i32.shl
  i32.add
  i32.load
  local.tee $5
  i32.const 0
  i32.ge_s
  if
   local.get $0
   i32.load offset=84
   local.tee $6
   local.get $0
   i32.load offset=104
   local.get $5
   i32.const 2
   i32.shl
   i32.add
   i32.load
   i32.const 2
   i32.shl
   i32.add
   i32.load
   local.get $6
   local.get $1
   i32.const 2
   i32.shl
   i32.add
   i32.load
   i32.eq
   if (result i32)
    i32.const 1
   else
    local.get $0
    i32.load offset=108
    local.get $5
    i32.const 2
    i32.shl
    i32.add
    i32.load
    i32.const 0
    i32.lt_s
   end
   if
    local.get $0
    i32.load offset=52
    if (result i32)
     local.get $1
     local.get $0
     i32.load offset=56
     i32.ge_s
    else
     i32.const 0
    end
    i32.eqz
    if
     local.get $0
     i32.const 2
     i32.store offset=52
     local.get $0
     local.get $1
     i32.store offset=56
     local.get $0
     local.get $2
     i32.store offset=60
    end
    return
   end
  end
  local.get $0
  i32.load offset=132
  local.get $3
  i32.const 2
  i32.shl
  i32.add
  local.get $4
  i32.store
  local.get $5
  i32.const 0
  i32.ge_s
  if
   return
  end
  local.get $0
  i32.load offset=136
  local.get $3
  i32.const 2
  i32.shl
  i32.add
  i32.load
  local.tee $1
  i32.const 0
  i32.lt_s
  if
   return
  end
  local.get $0
  i32.load offset=136
  local.get $3
  i32.const 2
  i32.shl
  i32.add
  i32.const -1
  i32.store
  local.get $4
  i32.const 2
  i32.shl
  local.tee $2
  local.get $0
  i32.load offset=104
  i32.add
  i32.load
  local.set $3
  local.get $0
  i32.load offset=108
  local.get $2
  i32.add
  local.get $1
  i32.store
  local.get $4
  local.get $0
  i32.load offset=120
  i32.add
  i32.const 0
  i32.store8
  local.get $1
  local.get $0
  i32.load offset=72
  i32.add
  i32.const 1
  i32.store8
  local.get $0
  i32.load offset=92
  local.get $1
  i32.const 2
  i32.shl
  i32.add
  local.get $3
  i32.store
  local.get $1
  local.get $0
  i32.load offset=96
  local.get $0
  i32.load offset=84
  local.get $3
  i32.const 2
  i32.shl
  i32.add
  i32.load
  i32.const 2
  i32.shl
  i32.add
  local.tee $2
  i32.load
  i32.gt_s
  if
   local.get $2
   local.get $1
   i32.store
  end
  local.get $0
  i32.load offset=88
  local.get $1
  i32.const 2
  i32.shl
  i32.add
  i32.load
  local.set $1
  loop $for-loop|0
   local.get $1
   i32.const 0
   i32.ge_s
   if
    local.get $0
    i32.load offset=52
    if (result i32)
     local.get $1
     local.get $0
     i32.load offset=56
     i32.ge_s
    else
     i32.const 0
    end
    i32.eqz
    if
     local.get $0
     i32.const 3
     i32.store offset=52
     local.get $0
     local.get $1
     i32.store offset=56
     local.get $0
     i32.const 0
     i32.store offset=60
    end
    local.get $0
    i32.load offset=88
    local.get $1
    i32.const 2
    i32.shl
    i32.add
    i32.load
    local.set $1
    br $for-loop|0
   end
  end
 )
 (func $assembly/resident-append/fillStaged (param $0 i32) (param $1 i32) (param $2 i32)
  (local $3 i32)
  (local $4 i64)
  (local $5 i32)
  (local $6 i32)
  (local $7 i32)
  (local $8 i32)
  (local $9 i32)
  (local $10 i32)
  (local $11 i32)
  (local $12 i32)
  local.get $1
  global.set $assembly/msgpack/rdPos
  local.get $1
  local.get $2
  i32.add
  global.set $assembly/msgpack/rdEnd
  i32.const 0
  global.set $assembly/msgpack/rdStatus
  call $assembly/msgpack/readArrayHeader
  i32.wrap_i64
  local.set $5
  loop $for-loop|0
   local.get $3
   local.get $5
   i32.lt_s
   if
    local.get $0
    i32.load offset=8
    local.set $6
    call $assembly/descriptors/readItemHead
    local.tee $4
    i64.const 32
    i64.shr_s
    i32.wrap_i64
    local.set $7
    local.get $6
    local.get $0
    i32.load offset=64
    i32.add
    local.get $7
    i32.store8
    local.get $6
    local.get $0
    i32.load offset=68
    i32.add
    local.get $4
    i64.const 40
    i64.shr_s
    i32.wrap_i64
    local.tee $1
    i32.store8
    local.get $6
    local.get $0
    i32.load offset=72
    i32.add
    i32.const 0
    i32.store8
    local.get $6
    i32.const 2
    i32.shl
    local.tee $2
    local.get $0
    i32.load offset=88
    i32.add
    i32.const -1
    i32.store
    local.get $0
    i32.load offset=92
    local.get $2
    i32.add
    i32.const -1
    i32.store
    local.get $0
    i32.load offset=96
    local.get $2
    i32.add
    i32.const -1
    i32.store
    local.get $0
    i32.load offset=80
    local.tee $8
    local.get $6
    i32.const 1
    i32.add
    i32.const 2
    i32.shl
    i32.add
    local.get $1
    i32.const 2
    i32.and
    if (result i32)
     local.get $2
     local.get $8
     i32.add
     i32.load
    else
     local.get $6
     i32.const 1
     i32.add
    end
    i32.store
    local.get $0
    i32.load offset=84
    local.get $6
    i32.const 2
    i32.shl
    i32.add
    local.get $7
    i32.const 255
    i32.and
    i32.const 3
    i32.eq
    if (result i32)
     local.get $6
    else
     local.get $7
     i32.const 255
     i32.and
     i32.const 1
     i32.eq
     if (result i32)
      local.get $6
      i32.const 0
      i32.gt_s
      if (result i32)
       local.get $0
       i32.load offset=64
       local.get $6
       i32.const 1
       i32.sub
       i32.add
       i32.load8_u
       i32.const 1
       i32.eq
      else
       i32.const 0
      end
      if (result i32)
       local.get $0
       i32.load offset=84
       local.get $6
       i32.const 1
       i32.sub
       i32.const 2
       i32.shl
       i32.add
       i32.load
      else
       local.get $6
      end
     else
      i32.const -1
     end
    end
    i32.store
    local.get $7
    i32.const 255
    i32.and
    i32.const 5
    i32.eq
    if
     local.get $0
     local.get $0
     i32.load offset=48
     i32.const 1
     i32.add
     i32.store offset=48
     local.get $0
     i32.load offset=52
     if (result i32)
      local.get $6
      local.get $0
      i32.load offset=56
      i32.ge_s
     else
      i32.const 0
     end
     i32.eqz
     if
      local.get $0
      i32.const 1
      i32.store offset=52
      local.get $0
      local.get $6
      i32.store offset=56
      local.get $0
      i32.const -1
      i32.store offset=60
     end
    else
     local.get $7
     i32.const 255
     i32.and
     i32.const 4
     i32.eq
     if
      local.get $0
      i32.load offset=52
      if (result i32)
       local.get $6
       local.get $0
       i32.load offset=56
       i32.ge_s
      else
       i32.const 0
      end
      i32.eqz
      if
       local.get $0
       i32.const 4
       i32.store offset=52
       local.get $0
       local.get $6
       i32.store offset=56
       local.get $0
       i32.const -1
       i32.store offset=60
      end
     end
    end
    local.get $4
    i64.const 4294967295
    i64.and
    i32.wrap_i64
    local.set $8
    i32.const 0
    local.set $1
    loop $for-loop|1
     local.get $1
     local.get $8
     i32.lt_s
     if
      call $assembly/msgpack/readStr
      drop
      local.get $0
      global.get $assembly/msgpack/rdStrPtr
      local.tee $9
      global.get $assembly/msgpack/rdStrLen
      local.tee $10
      call $assembly/resident-keys/probe
      local.tee $11
      i32.load
      local.tee $12
      i32.const 1
      i32.sub
      local.set $2
      local.get $12
      i32.eqz
      if
       local.get $0
       local.get $0
       i32.load offset=24
       local.tee $2
       i32.const 1
       i32.add
       local.tee $12
       i32.store offset=24
       local.get $0
       i32.load offset=148
       local.get $0
       i32.load offset=32
       i32.add
       local.get $9
       local.get $10
       memory.copy
       local.get $2
       i32.const 2
       i32.shl
       local.tee $9
       local.get $0
       i32.load offset=124
       i32.add
       local.get $0
       i32.load offset=32
       i32.store
       local.get $0
       i32.load offset=128
       local.get $9
       i32.add
       local.get $10
       i32.store
       local.get $0
       i32.load offset=132
       local.get $9
       i32.add
       i32.const -1
       i32.store
       local.get $0
       i32.load offset=136
       local.get $9
       i32.add
       i32.const -1
       i32.store
       local.get $2
       local.get $0
       i32.load offset=140
       i32.add
       i32.const 0
       i32.store8
       local.get $0
       local.get $10
       local.get $0
       i32.load offset=32
       i32.add
       i32.store offset=32
       local.get $11
       local.get $12
       i32.store
      end
      local.get $7
      i32.const 255
      i32.and
      i32.const 2
      i32.eq
      if
       block $__inlined_func$assembly/resident-append/pairOutput$13
        local.get $2
        i32.const 2
        i32.shl
        local.tee $2
        local.get $0
        i32.load offset=132
        i32.add
        i32.load
        local.tee $9
        i32.const 0
        i32.lt_s
        if
         local.get $0
         i32.load offset=136
         local.get $2
         i32.add
         local.tee $2
         i32.load
         local.tee $9
         i32.const 0
         i32.lt_s
         if
          local.get $2
          local.get $6
          i32.store
         else
          local.get $0
          i32.load offset=88
          local.tee $2
          local.get $6
          i32.const 2
          i32.shl
          i32.add
          local.get $2
          local.get $9
          i32.const 2
          i32.shl
          local.tee $2
          i32.add
          i32.load
          i32.store
          local.get $2
          local.get $0
          i32.load offset=88
          i32.add
          local.get $6
          i32.store
         end
         br $__inlined_func$assembly/resident-append/pairOutput$13
        end
        local.get $0
        i32.load offset=108
        local.tee $2
        local.get $9
        i32.const 2
        i32.shl
        local.tee $10
        i32.add
        i32.load
        i32.const 0
        i32.lt_s
        if
         local.get $0
         i32.load offset=104
         local.get $10
         i32.add
         i32.load
         local.set $11
         local.get $2
         local.get $10
         i32.add
         local.get $6
         i32.store
         local.get $9
         local.get $0
         i32.load offset=120
         i32.add
         i32.const 1
         i32.store8
         local.get $6
         local.get $0
         i32.load offset=72
         i32.add
         i32.const 1
         i32.store8
         local.get $0
         i32.load offset=92
         local.get $6
         i32.const 2
         i32.shl
         i32.add
         local.get $11
         i32.store
         local.get $6
         local.get $0
         i32.load offset=96
         local.get $0
         i32.load offset=84
         local.get $11
         i32.const 2
         i32.shl
         i32.add
         i32.load
         i32.const 2
         i32.shl
         i32.add
         local.tee $2
         i32.load
         i32.gt_s
         if
          local.get $2
          local.get $6
          i32.store
         end
        else
         local.get $9
         i32.const 2
         i32.shl
         local.tee $2
         local.get $0
         i32.load offset=112
         i32.add
         local.tee $10
         i32.load
         i32.const 0
         i32.lt_s
         if
          local.get $10
          local.get $6
          i32.store
          local.get $6
          local.get $0
          i32.load offset=72
          i32.add
          i32.const 2
          i32.store8
          local.get $0
          i32.load offset=152
          local.get $0
          local.get $0
          i32.load offset=40
          local.tee $11
          i32.const 1
          i32.add
          i32.store offset=40
          local.get $11
          i32.const 2
          i32.shl
          i32.add
          local.get $9
          i32.store
          local.get $6
          local.get $0
          i32.load offset=96
          local.get $0
          i32.load offset=84
          local.get $0
          i32.load offset=104
          local.get $2
          i32.add
          i32.load
          i32.const 2
          i32.shl
          i32.add
          i32.load
          i32.const 2
          i32.shl
          i32.add
          local.tee $2
          i32.load
          i32.gt_s
          if
           local.get $2
           local.get $6
           i32.store
          end
         else
          local.get $0
          i32.load offset=116
          local.get $9
          i32.const 2
          i32.shl
          i32.add
          local.tee $2
          i32.load
          i32.const 0
          i32.lt_s
          if
           local.get $2
           local.get $6
           i32.store
          end
         end
        end
       end
      else
       local.get $0
       local.get $6
       local.get $1
       local.get $2
       call $assembly/resident-append/pairCall
      end
      local.get $1
      i32.const 1
      i32.add
      local.set $1
      br $for-loop|1
     end
    end
    local.get $0
    local.get $6
    i32.const 1
    i32.add
    local.tee $1
    i32.store offset=8
    local.get $0
    i32.load offset=76
    local.get $1
    i32.const 2
    i32.shl
    i32.add
    local.get $0
    i32.load offset=16
    i32.store
    local.get $3
    i32.const 1
    i32.add
    local.set $3
    br $for-loop|0
   end
  end
 )
 (func $assembly/resident/residentAppend (param $0 i32) (param $1 i32) (result i32)
  (local $2 i64)
  (local $3 i64)
  (local $4 i64)
  (local $5 i64)
  (local $6 i32)
  (local $7 i32)
  block $__inlined_func$assembly/resident-state/residentAt$337 (result i32)
   i32.const 0
   local.get $0
   i32.eqz
   local.get $0
   i32.const 7
   i32.and
   i32.or
   br_if $__inlined_func$assembly/resident-state/residentAt$337
   drop
   i32.const 0
   local.get $0
   i64.extend_i32_u
   i64.const 156
   i64.add
   memory.size
   i64.extend_i32_s
   i64.const 16
   i64.shl
   i64.gt_u
   br_if $__inlined_func$assembly/resident-state/residentAt$337
   drop
   local.get $0
   i32.const 0
   local.get $0
   i32.load
   i32.const 1380275017
   i32.eq
   select
  end
  local.tee $0
  i32.eqz
  if
   i32.const 11
   return
  end
  local.get $0
  i32.load offset=4
  global.set $assembly/keys/seed
  block $__inlined_func$assembly/resident-append/appendStaged$12 (result i32)
   block $__inlined_func$assembly/resident-append/countStaged$336 (result i32)
    global.get $assembly/resident-scratch/scratchPtr
    local.tee $6
    global.set $assembly/msgpack/rdPos
    local.get $1
    local.get $6
    i32.add
    global.set $assembly/msgpack/rdEnd
    i32.const 0
    global.set $assembly/msgpack/rdStatus
    call $assembly/msgpack/readArrayHeader
    local.set $4
    global.get $assembly/msgpack/rdStatus
    local.get $4
    i64.const 0
    i64.lt_s
    br_if $__inlined_func$assembly/resident-append/countStaged$336
    drop
    local.get $4
    i32.wrap_i64
    global.set $assembly/resident-append/addItems
    i64.const 0
    global.set $assembly/resident-append/addSlots
    i32.const 0
    global.set $assembly/resident-append/addOutputs
    i64.const 0
    global.set $assembly/resident-append/addBytes
    loop $for-loop|0
     local.get $3
     local.get $4
     i64.lt_s
     if
      call $assembly/descriptors/readItemHead
      local.set $2
      global.get $assembly/msgpack/rdStatus
      local.get $2
      i64.const 0
      i64.lt_s
      br_if $__inlined_func$assembly/resident-append/countStaged$336
      drop
      local.get $2
      i64.const 4294967295
      i64.and
      local.set $5
      local.get $2
      i64.const 32
      i64.shr_s
      i64.const 255
      i64.and
      i64.const 2
      i64.eq
      if
       global.get $assembly/resident-append/addOutputs
       i32.const 1
       i32.add
       global.set $assembly/resident-append/addOutputs
      else
       global.get $assembly/resident-append/addSlots
       local.get $5
       i64.add
       global.set $assembly/resident-append/addSlots
      end
      i64.const 0
      local.set $2
      loop $for-loop|1
       local.get $2
       local.get $5
       i64.lt_s
       if
        call $assembly/msgpack/readStr
        i32.eqz
        if
         global.get $assembly/msgpack/rdStatus
         br $__inlined_func$assembly/resident-append/countStaged$336
        end
        global.get $assembly/resident-append/addBytes
        global.get $assembly/msgpack/rdStrLen
        i64.extend_i32_u
        i64.add
        global.set $assembly/resident-append/addBytes
        local.get $2
        i64.const 1
        i64.add
        local.set $2
        br $for-loop|1
       end
      end
      local.get $3
      i64.const 1
      i64.add
      local.set $3
      br $for-loop|0
     end
    end
    i32.const 14
    i32.const 0
    global.get $assembly/msgpack/rdPos
    global.get $assembly/msgpack/rdEnd
    i32.ne
    select
   end
   local.tee $7
   if
    local.get $7
    br $__inlined_func$assembly/resident-append/appendStaged$12
   end
   i32.const 16
   local.get $0
   i64.load32_s offset=8
   global.get $assembly/resident-append/addItems
   i64.extend_i32_s
   i64.add
   i64.const 134217727
   i64.gt_s
   br_if $__inlined_func$assembly/resident-append/appendStaged$12
   drop
   i32.const 16
   global.get $assembly/resident-append/addSlots
   local.get $0
   i64.load32_s offset=16
   i64.add
   i64.const 134217727
   i64.gt_s
   if (result i32)
    i32.const 1
   else
    global.get $assembly/resident-append/addBytes
    local.get $0
    i64.load32_s offset=32
    i64.add
    i64.const 536870911
    i64.gt_s
   end
   br_if $__inlined_func$assembly/resident-append/appendStaged$12
   drop
   i32.const 16
   local.get $0
   global.get $assembly/resident-append/addItems
   global.get $assembly/resident-append/addSlots
   i32.wrap_i64
   local.tee $7
   global.get $assembly/resident-append/addOutputs
   local.get $7
   i32.add
   global.get $assembly/resident-append/addBytes
   i32.wrap_i64
   global.get $assembly/resident-append/addOutputs
   call $assembly/resident-state/reserve
   i32.eqz
   br_if $__inlined_func$assembly/resident-append/appendStaged$12
   drop
   local.get $0
   local.get $6
   local.get $1
   call $assembly/resident-append/fillStaged
   i32.const 0
  end
 )
 (func $assembly/resident/residentLength (param $0 i32) (result i32)
  block $__inlined_func$assembly/resident-state/residentAt$338 (result i32)
   i32.const 0
   local.get $0
   i32.eqz
   local.get $0
   i32.const 7
   i32.and
   i32.or
   br_if $__inlined_func$assembly/resident-state/residentAt$338
   drop
   i32.const 0
   local.get $0
   i64.extend_i32_u
   i64.const 156
   i64.add
   memory.size
   i64.extend_i32_s
   i64.const 16
   i64.shl
   i64.gt_u
   br_if $__inlined_func$assembly/resident-state/residentAt$338
   drop
   local.get $0
   i32.const 0
   local.get $0
   i32.load
   i32.const 1380275017
   i32.eq
   select
  end
  local.tee $0
  if (result i32)
   local.get $0
   i32.load offset=8
  else
   i32.const -1
  end
 )
 (func $assembly/resident/residentErrorReason (param $0 i32) (result i32)
  block $__inlined_func$assembly/resident-state/residentAt$339 (result i32)
   i32.const 0
   local.get $0
   i32.eqz
   local.get $0
   i32.const 7
   i32.and
   i32.or
   br_if $__inlined_func$assembly/resident-state/residentAt$339
   drop
   i32.const 0
   local.get $0
   i64.extend_i32_u
   i64.const 156
   i64.add
   memory.size
   i64.extend_i32_s
   i64.const 16
   i64.shl
   i64.gt_u
   br_if $__inlined_func$assembly/resident-state/residentAt$339
   drop
   local.get $0
   i32.const 0
   local.get $0
   i32.load
   i32.const 1380275017
   i32.eq
   select
  end
  local.tee $0
  if (result i32)
   local.get $0
   i32.load offset=52
  else
   i32.const 0
  end
 )
 (func $assembly/resident/residentErrorIndex (param $0 i32) (result i32)
  block $__inlined_func$assembly/resident-state/residentAt$340 (result i32)
   i32.const 0
   local.get $0
   i32.eqz
   local.get $0
   i32.const 7
   i32.and
   i32.or
   br_if $__inlined_func$assembly/resident-state/residentAt$340
   drop
   i32.const 0
   local.get $0
   i64.extend_i32_u
   i64.const 156
   i64.add
   memory.size
   i64.extend_i32_s
   i64.const 16
   i64.shl
   i64.gt_u
   br_if $__inlined_func$assembly/resident-state/residentAt$340
   drop
   local.get $0
   i32.const 0
   local.get $0
   i32.load
   i32.const 1380275017
   i32.eq
   select
  end
  local.tee $0
  if (result i32)
   local.get $0
   i32.load offset=56
  else
   i32.const -1
  end
 )
 (func $assembly/resident/residentErrorKey (param $0 i32) (result i32)
  block $__inlined_func$assembly/resident-state/residentAt$341 (result i32)
   i32.const 0
   local.get $0
   i32.eqz
   local.get $0
   i32.const 7
   i32.and
   i32.or
   br_if $__inlined_func$assembly/resident-state/residentAt$341
   drop
   i32.const 0
   local.get $0
   i64.extend_i32_u
   i64.const 156
   i64.add
   memory.size
   i64.extend_i32_s
   i64.const 16
   i64.shl
   i64.gt_u
   br_if $__inlined_func$assembly/resident-state/residentAt$341
   drop
   local.get $0
   i32.const 0
   local.get $0
   i32.load
   i32.const 1380275017
   i32.eq
   select
  end
  local.tee $0
  if (result i32)
   local.get $0
   i32.load offset=60
  else
   i32.const -1
  end
 )
 (func $assembly/resident/residentMalformed (param $0 i32) (result i32)
  block $__inlined_func$assembly/resident-state/residentAt$342 (result i32)
   i32.const 0
   local.get $0
   i32.eqz
   local.get $0
   i32.const 7
   i32.and
   i32.or
   br_if $__inlined_func$assembly/resident-state/residentAt$342
   drop
   i32.const 0
   local.get $0
   i64.extend_i32_u
   i64.const 156
   i64.add
   memory.size
   i64.extend_i32_s
   i64.const 16
   i64.shl
   i64.gt_u
   br_if $__inlined_func$assembly/resident-state/residentAt$342
   drop
   local.get $0
   i32.const 0
   local.get $0
   i32.load
   i32.const 1380275017
   i32.eq
   select
  end
  local.tee $0
  if (result i32)
   local.get $0
   i32.load offset=48
  else
   i32.const 0
  end
 )
 (func $assembly/resident/residentSeconds (param $0 i32) (result i32)
  (local $1 i32)
  (local $2 i32)
  (local $3 i32)
  (local $4 i32)
  block $__inlined_func$assembly/resident-state/residentAt$343 (result i32)
   i32.const 0
   local.get $0
   i32.eqz
   local.get $0
   i32.const 7
   i32.and
   i32.or
   br_if $__inlined_func$assembly/resident-state/residentAt$343
   drop
   i32.const 0
   local.get $0
   i64.extend_i32_u
   i64.const 156
   i64.add
   memory.size
   i64.extend_i32_s
   i64.const 16
   i64.shl
   i64.gt_u
   br_if $__inlined_func$assembly/resident-state/residentAt$343
   drop
   local.get $0
   i32.const 0
   local.get $0
   i32.load
   i32.const 1380275017
   i32.eq
   select
  end
  local.tee $4
  if (result i32)
   local.get $4
   i64.load32_s offset=40
   i64.const 4
   i64.shl
   call $assembly/resident-scratch/reserveScratch
   if (result i32)
    loop $for-loop|0
     local.get $1
     local.get $4
     i32.load offset=40
     i32.lt_s
     if
      global.get $assembly/resident-scratch/scratchPtr
      local.get $1
      i32.const 4
      i32.shl
      i32.add
      local.get $1
      i32.const 2
      i32.shl
      local.tee $0
      local.get $4
      i32.load offset=152
      i32.add
      i32.load
      local.tee $2
      i32.const 2
      i32.shl
      local.tee $3
      local.get $4
      i32.load offset=108
      i32.add
      i32.load
      i32.store
      global.get $assembly/resident-scratch/scratchPtr
      local.get $0
      i32.const 1
      i32.add
      i32.const 2
      i32.shl
      i32.add
      local.get $2
      local.get $4
      i32.load offset=120
      i32.add
      i32.load8_u
      i32.store
      global.get $assembly/resident-scratch/scratchPtr
      local.get $0
      i32.const 2
      i32.add
      i32.const 2
      i32.shl
      i32.add
      local.get $4
      i32.load offset=112
      local.get $3
      i32.add
      i32.load
      i32.store
      global.get $assembly/resident-scratch/scratchPtr
      local.get $0
      i32.const 3
      i32.add
      i32.const 2
      i32.shl
      i32.add
      local.get $4
      i32.load offset=116
      local.get $3
      i32.add
      i32.load
      i32.store
      local.get $1
      i32.const 1
      i32.add
      local.set $1
      br $for-loop|0
     end
    end
    i32.const 1
   else
    i32.const 0
   end
  else
   i32.const 0
  end
  i32.eqz
  if
   i32.const -1
   return
  end
  local.get $4
  i32.load offset=40
 )
 (func $assembly/resident/residentHasCall (param $0 i32) (param $1 i32) (result i32)
  block $__inlined_func$assembly/resident-state/residentAt$345 (result i32)
   i32.const 0
   local.get $0
   i32.eqz
   local.get $0
   i32.const 7
   i32.and
   i32.or
   br_if $__inlined_func$assembly/resident-state/residentAt$345
   drop
   i32.const 0
   local.get $0
   i64.extend_i32_u
   i64.const 156
   i64.add
   memory.size
   i64.extend_i32_s
   i64.const 16
   i64.shl
   i64.gt_u
   br_if $__inlined_func$assembly/resident-state/residentAt$345
   drop
   local.get $0
   i32.const 0
   local.get $0
   i32.load
   i32.const 1380275017
   i32.eq
   select
  end
  local.tee $0
  i32.eqz
  if
   i32.const -1
   return
  end
  local.get $0
  i32.load offset=4
  global.set $assembly/keys/seed
  local.get $0
  global.get $assembly/resident-scratch/scratchPtr
  local.get $1
  call $assembly/resident-keys/probe
  i32.load
  i32.const 1
  i32.sub
  local.tee $1
  i32.const 0
  i32.ge_s
  if (result i32)
   local.get $1
   local.get $0
   i32.load offset=140
   i32.add
   i32.load8_u
  else
   i32.const 0
  end
 )
 (func $assembly/resident-plan/reservePlan (param $0 i32) (result i32)
  local.get $0
  i64.load32_s offset=8
  local.get $0
  i64.load32_s offset=16
  i64.const 3
  i64.mul
  i64.add
  i64.const 2
  i64.shl
  call $assembly/resident-scratch/reserveScratch
  i32.eqz
  if
   i32.const 0
   return
  end
  global.get $assembly/resident-scratch/scratchPtr
  local.get $0
  i32.load offset=8
  local.get $0
  i32.load offset=16
  i32.add
  i32.const 2
  i32.shl
  i32.add
  global.set $assembly/resident-plan/planPairsPtr
  i32.const 0
  global.set $assembly/resident-plan/planOrderLen
  i32.const 0
  global.set $assembly/resident-plan/planPairCount
  i32.const 1
 )
 (func $assembly/resident/residentReconcile (param $0 i32) (result i32)
  (local $1 i32)
  (local $2 i32)
  (local $3 i32)
  (local $4 i32)
  (local $5 i32)
  (local $6 i32)
  (local $7 i32)
  (local $8 i32)
  (local $9 i32)
  block $__inlined_func$assembly/resident-state/residentAt$347 (result i32)
   i32.const 0
   local.get $0
   i32.eqz
   local.get $0
   i32.const 7
   i32.and
   i32.or
   br_if $__inlined_func$assembly/resident-state/residentAt$347
   drop
   i32.const 0
   local.get $0
   i64.extend_i32_u
   i64.const 156
   i64.add
   memory.size
   i64.extend_i32_s
   i64.const 16
   i64.shl
   i64.gt_u
   br_if $__inlined_func$assembly/resident-state/residentAt$347
   drop
   local.get $0
   i32.const 0
   local.get $0
   i32.load
   i32.const 1380275017
   i32.eq
   select
  end
  local.tee $1
  i32.eqz
  if
   i32.const 11
   return
  end
  i32.const 0
  i32.const 16
  block $__inlined_func$assembly/resident-plan/planReconcile$14 (result i32)
   i32.const 0
   local.set $0
   i32.const 0
   local.get $1
   call $assembly/resident-plan/reservePlan
   i32.eqz
   br_if $__inlined_func$assembly/resident-plan/planReconcile$14
   drop
   local.get $1
   i32.load offset=72
   local.set $6
   local.get $1
   i32.load offset=64
   local.set $4
   global.get $assembly/resident-scratch/scratchPtr
   local.set $7
   local.get $1
   i32.load offset=8
   local.set $5
   loop $for-loop|0
    local.get $3
    local.get $5
    i32.lt_s
    if
     local.get $3
     local.get $6
     i32.add
     i32.load8_u
     i32.eqz
     if
      local.get $7
      local.get $0
      i32.const 2
      i32.shl
      i32.add
      local.get $3
      i32.store
      local.get $0
      i32.const 1
      i32.add
      local.set $0
      local.get $3
      local.get $4
      i32.add
      i32.load8_u
      local.tee $2
      i32.const 3
      i32.eq
      if (result i32)
       i32.const 1
      else
       local.get $2
       i32.const 1
       i32.eq
       if (result i32)
        local.get $3
        i32.const 1
        i32.add
        local.get $5
        i32.eq
        if (result i32)
         i32.const 1
        else
         local.get $4
         local.get $3
         i32.const 1
         i32.add
         i32.add
         i32.load8_u
         i32.const 1
         i32.ne
        end
       else
        i32.const 0
       end
      end
      if
       local.get $1
       i32.load offset=76
       local.tee $2
       local.get $3
       i32.const 1
       i32.add
       i32.const 2
       i32.shl
       i32.add
       i32.load
       local.set $8
       local.get $2
       local.get $1
       i32.load offset=84
       local.get $3
       i32.const 2
       i32.shl
       i32.add
       i32.load
       i32.const 2
       i32.shl
       i32.add
       i32.load
       local.set $2
       loop $for-loop|00
        local.get $2
        local.get $8
        i32.lt_s
        if
         local.get $1
         i32.load offset=108
         local.get $2
         i32.const 2
         i32.shl
         i32.add
         i32.load
         local.tee $9
         i32.const 0
         i32.ge_s
         if (result i32)
          global.get $assembly/resident-scratch/scratchPtr
          local.get $0
          i32.const 2
          i32.shl
          i32.add
          local.get $9
          i32.store
          local.get $0
          i32.const 1
          i32.add
         else
          local.get $1
          i32.load offset=104
          local.get $2
          i32.const 2
          i32.shl
          i32.add
          i32.load
          local.tee $9
          local.get $1
          i32.load offset=68
          i32.add
          i32.load8_u
          i32.const 1
          i32.and
          if (result i32)
           global.get $assembly/resident-plan/planPairsPtr
           global.get $assembly/resident-plan/planPairCount
           i32.const 3
           i32.shl
           i32.add
           local.get $9
           i32.store
           global.get $assembly/resident-plan/planPairsPtr
           global.get $assembly/resident-plan/planPairCount
           i32.const 1
           i32.shl
           i32.const 1
           i32.add
           i32.const 2
           i32.shl
           i32.add
           local.get $2
           local.get $1
           i32.load offset=76
           local.get $9
           i32.const 2
           i32.shl
           i32.add
           i32.load
           i32.sub
           i32.store
           global.get $assembly/resident-plan/planPairCount
           i32.const 1
           i32.add
           global.set $assembly/resident-plan/planPairCount
           global.get $assembly/resident-scratch/scratchPtr
           local.get $0
           i32.const 2
           i32.shl
           i32.add
           i32.const 0
           global.get $assembly/resident-plan/planPairCount
           i32.sub
           i32.store
           local.get $0
           i32.const 1
           i32.add
          else
           local.get $0
          end
         end
         local.set $0
         local.get $2
         i32.const 1
         i32.add
         local.set $2
         br $for-loop|00
        end
       end
      end
     end
     local.get $3
     i32.const 1
     i32.add
     local.set $3
     br $for-loop|0
    end
   end
   local.get $0
   global.set $assembly/resident-plan/planOrderLen
   i32.const 1
  end
  select
 )
 (func $assembly/resident-plan/planCutoff (param $0 i32) (param $1 i32) (result i32)
  (local $2 i32)
  (local $3 i32)
  (local $4 i32)
  (local $5 i32)
  (local $6 i32)
  (local $7 i32)
  local.get $0
  call $assembly/resident-plan/reservePlan
  i32.eqz
  if
   i32.const 0
   return
  end
  i32.const -1
  local.set $2
  local.get $0
  i32.load offset=16
  local.set $4
  loop $for-loop|0
   local.get $3
   local.get $4
   i32.lt_s
   if
    local.get $3
    i32.const 2
    i32.shl
    local.tee $6
    local.get $0
    i32.load offset=104
    local.tee $5
    i32.add
    i32.load
    local.tee $7
    local.get $1
    i32.lt_s
    if
     block $for-continue|0
      local.get $7
      local.get $0
      i32.load offset=68
      i32.add
      i32.load8_u
      i32.const 1
      i32.and
      i32.eqz
      br_if $for-continue|0
      local.get $0
      i32.load offset=108
      local.get $6
      i32.add
      i32.load
      local.tee $7
      local.get $1
      i32.lt_s
      local.get $7
      i32.const 0
      i32.ge_s
      i32.and
      br_if $for-continue|0
      local.get $3
      local.get $2
      local.get $2
      i32.const 0
      i32.lt_s
      select
      local.set $2
      global.get $assembly/resident-plan/planPairsPtr
      global.get $assembly/resident-plan/planPairCount
      i32.const 3
      i32.shl
      i32.add
      local.get $5
      local.get $6
      i32.add
      i32.load
      local.tee $5
      i32.store
      global.get $assembly/resident-plan/planPairsPtr
      global.get $assembly/resident-plan/planPairCount
      i32.const 1
      i32.shl
      i32.const 1
      i32.add
      i32.const 2
      i32.shl
      i32.add
      local.get $3
      local.get $0
      i32.load offset=76
      local.get $5
      i32.const 2
      i32.shl
      i32.add
      i32.load
      i32.sub
      i32.store
      global.get $assembly/resident-plan/planPairCount
      i32.const 1
      i32.add
      global.set $assembly/resident-plan/planPairCount
     end
     local.get $3
     i32.const 1
     i32.add
     local.set $3
     br $for-loop|0
    end
   end
  end
  local.get $0
  local.set $3
  local.get $2
  i32.const 0
  i32.ge_s
  if
   local.get $3
   i32.load offset=80
   local.get $3
   i32.load offset=84
   local.get $3
   i32.load offset=104
   local.get $2
   i32.const 2
   i32.shl
   i32.add
   i32.load
   i32.const 2
   i32.shl
   i32.add
   i32.load
   i32.const 2
   i32.shl
   i32.add
   i32.load
   local.set $1
  end
  loop $while-continue|0
   local.get $1
   i32.const 0
   i32.gt_s
   if (result i32)
    local.get $1
    local.get $3
    i32.load offset=8
    i32.lt_s
   else
    i32.const 0
   end
   if (result i32)
    local.get $1
    local.get $3
    i32.load offset=64
    i32.add
    i32.load8_u
    i32.const 1
    i32.eq
   else
    i32.const 0
   end
   if (result i32)
    local.get $1
    local.get $3
    i32.load offset=84
    local.get $1
    i32.const 2
    i32.shl
    i32.add
    i32.load
    i32.gt_s
   else
    i32.const 0
   end
   if
    local.get $3
    i32.load offset=80
    local.get $3
    i32.load offset=84
    local.get $1
    i32.const 2
    i32.shl
    i32.add
    i32.load
    i32.const 2
    i32.shl
    i32.add
    i32.load
    local.set $1
    br $while-continue|0
   end
  end
  local.get $1
  local.tee $2
  i32.const 1
  i32.sub
  local.set $1
  loop $while-continue|00
   local.get $1
   i32.const 0
   i32.ge_s
   if
    local.get $1
    local.get $1
    local.get $3
    i32.load offset=72
    i32.add
    i32.load8_u
    i32.const 1
    i32.eq
    if (result i32)
     local.get $2
     local.get $3
     i32.load offset=92
     local.get $1
     i32.const 2
     i32.shl
     i32.add
     i32.load
     i32.le_s
    else
     i32.const 0
    end
    if (result i32)
     local.get $1
    else
     local.get $1
     local.get $3
     i32.load offset=64
     i32.add
     i32.load8_u
     local.tee $0
     i32.const 3
     i32.eq
     if (result i32)
      i32.const 1
     else
      local.get $0
      i32.const 1
      i32.eq
      if (result i32)
       local.get $3
       i32.load offset=8
       local.get $1
       i32.const 1
       i32.add
       i32.eq
       if (result i32)
        i32.const 1
       else
        local.get $3
        i32.load offset=64
        local.get $1
        i32.const 1
        i32.add
        i32.add
        i32.load8_u
        i32.const 1
        i32.ne
       end
      else
       i32.const 0
      end
     end
     if (result i32)
      local.get $2
      local.get $3
      i32.load offset=96
      local.get $3
      i32.load offset=84
      local.get $1
      i32.const 2
      i32.shl
      i32.add
      i32.load
      i32.const 2
      i32.shl
      i32.add
      i32.load
      i32.le_s
     else
      i32.const 0
     end
     if (result i32)
      local.get $3
      i32.load offset=80
      local.get $3
      i32.load offset=84
      local.get $1
      i32.const 2
      i32.shl
      i32.add
      i32.load
      i32.const 2
      i32.shl
      i32.add
      i32.load
      local.set $0
      loop $while-continue|01
       local.get $0
       i32.const 0
       i32.gt_s
       if (result i32)
        local.get $0
        local.get $3
        i32.load offset=8
        i32.lt_s
       else
        i32.const 0
       end
       if (result i32)
        local.get $0
        local.get $3
        i32.load offset=64
        i32.add
        i32.load8_u
        i32.const 1
        i32.eq
       else
        i32.const 0
       end
       if (result i32)
        local.get $0
        local.get $3
        i32.load offset=84
        local.get $0
        i32.const 2
        i32.shl
        i32.add
        i32.load
        i32.gt_s
       else
        i32.const 0
       end
       if
        local.get $3
        i32.load offset=80
        local.get $3
        i32.load offset=84
        local.get $0
        i32.const 2
        i32.shl
        i32.add
        i32.load
        i32.const 2
        i32.shl
        i32.add
        i32.load
        local.set $0
        br $while-continue|01
       end
      end
      local.get $0
     else
      local.get $2
     end
    end
    local.tee $2
    local.get $1
    local.get $2
    i32.lt_s
    select
    i32.const 1
    i32.sub
    local.set $1
    br $while-continue|00
   end
  end
  local.get $2
  global.set $assembly/resident-plan/planStart
  i32.const 1
 )
 (func $assembly/resident/residentCutoff (param $0 i32) (param $1 i32) (result i32)
  block $__inlined_func$assembly/resident-state/residentAt$350 (result i32)
   i32.const 0
   local.get $0
   i32.eqz
   local.get $0
   i32.const 7
   i32.and
   i32.or
   br_if $__inlined_func$assembly/resident-state/residentAt$350
   drop
   i32.const 0
   local.get $0
   i64.extend_i32_u
   i64.const 156
   i64.add
   memory.size
   i64.extend_i32_s
   i64.const 16
   i64.shl
   i64.gt_u
   br_if $__inlined_func$assembly/resident-state/residentAt$350
   drop
   local.get $0
   i32.const 0
   local.get $0
   i32.load
   i32.const 1380275017
   i32.eq
   select
  end
  local.tee $0
  i32.eqz
  local.get $1
  i32.const 0
  i32.lt_s
  i32.or
  if (result i32)
   i32.const 1
  else
   local.get $1
   local.get $0
   i32.load offset=8
   i32.gt_s
  end
  if
   i32.const 11
   return
  end
  i32.const 0
  i32.const 16
  local.get $0
  local.get $1
  call $assembly/resident-plan/planCutoff
  select
 )
 (func $assembly/resident/residentOrderLen (result i32)
  global.get $assembly/resident-plan/planOrderLen
 )
 (func $assembly/resident/residentPairsPtr (result i32)
  global.get $assembly/resident-plan/planPairsPtr
 )
 (func $assembly/resident/residentPairCount (result i32)
  global.get $assembly/resident-plan/planPairCount
 )
 (func $assembly/resident/residentStart (result i32)
  global.get $assembly/resident-plan/planStart
 )
 (func $~start
  i32.const 0
  global.set $assembly/msgpack/rdStatus
  i32.const 0
  global.set $assembly/pairing/errReason
  i32.const 7612
  global.set $~lib/rt/stub/offset
 )
)

(module
 (type $0 (func (param i32) (result i32)))
 (type $1 (func (param i32 i32 i32) (result i32)))
 (type $2 (func (param i32 i32) (result i32)))
 (type $3 (func (result i32)))
 (type $4 (func (param i32 i64) (result i32)))
 (type $5 (func (param i32) (result i64)))
 (type $6 (func))
 (type $7 (func (param i32 i32 i32 i32)))
 (type $8 (func (param i32 i32 i32 i32 i32) (result i32)))
 (type $9 (func (param i32 i32 i32 i32 i32 i32) (result i32)))
 (type $10 (func (param i32 i32 i32 i32) (result i32)))
 (type $11 (func (param i32)))
 (type $12 (func (param i32 i32) (result i64)))
 (type $13 (func (param i64) (result i32)))
 (type $14 (func (param i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (type $15 (func (param i32 i32 i32 i32 i32 i32 i64) (result i32)))
 (type $16 (func (result i64)))
 (type $17 (func (param i32 i32)))
 (import "env" "abort" (func $~lib/builtins/abort (param i32 i32 i32 i32)))
 (global $assembly/engine/keys/touched (mut i64) (i64.const 0))
 (global $assembly/one-shot/current (mut i32) (i32.const 0))
 (global $~lib/rt/stub/startOffset (mut i32) (i32.const 0))
 (global $~lib/rt/stub/offset (mut i32) (i32.const 0))
 (memory $0 1 32768)
 (data $2 (i32.const 1148) "\01\01\01\01\04\04\04\04\04\04\04")
 (data $3 (i32.const 1159) "\04\04\04\04\04\01")
 (data $4 (i32.const 1165) "\04\04\04\04\04\01")
 (data $5 (i32.const 1171) "\01")
 (data $6 (i32.const 1172) "\04")
 (data $10 (i32.const 6824) "\07\00\02message\07\95\00program\08\80\00thinking\t\80\00reasoning\n%\00shell_call\n\80\03compaction\r\05\00function_call\r\05\00computer_call\0e\96\00program_output\0f\80\00web_search_call\10\05\00custom_tool_call\10\05\00local_shell_call\10\05\00apply_patch_call\105\00tool_search_call\10\80\00file_search_call\11\06\00shell_call_output\11\80\00redacted_thinking\126\00tool_search_output\12\80\03compaction_summary\12\80\03context_compaction\12\00\01compaction_trigger\14\06\00function_call_output\14\t\00mcp_approval_request\14\06\00computer_call_output\15\0e\00mcp_approval_response\17\06\00custom_tool_call_output\17\n\00local_shell_call_output\17\06\00apply_patch_call_output")
 (data $11 (i32.const 7366) "\01\00\15\00 \00,\00\00\00\00\00F\00f\00w\00\89\00\e8\00\10\01\00\00d\01\a9\01\00\00\c1\01")
 (data $12 (i32.const 7400) "assistant")
 (data $13 (i32.const 7409) "tool")
 (data $14 (i32.const 7413) "server")
 (data $15 (i32.const 7419) "local")
 (data $16 (i32.const 7424) "type")
 (data $17 (i32.const 7428) "id")
 (data $21 (i32.const 7788) "<")
 (data $21.1 (i32.const 7800) "\02\00\00\00(\00\00\00A\00l\00l\00o\00c\00a\00t\00i\00o\00n\00 \00t\00o\00o\00 \00l\00a\00r\00g\00e")
 (data $22 (i32.const 7852) "<")
 (data $22.1 (i32.const 7864) "\02\00\00\00\1e\00\00\00~\00l\00i\00b\00/\00r\00t\00/\00s\00t\00u\00b\00.\00t\00s")
 (export "release" (func $assembly/one-shot/release))
 (export "inputAlloc" (func $assembly/one-shot/inputAlloc))
 (export "prepare" (func $assembly/one-shot/prepare))
 (export "prepareItems" (func $assembly/one-shot/prepareItems))
 (export "beginItems" (func $assembly/one-shot/beginItems))
 (export "beginWindow" (func $assembly/one-shot/beginWindow))
 (export "windowAt" (func $assembly/one-shot/windowAt))
 (export "scanItems" (func $assembly/one-shot/scanItems))
 (export "itemsResumeAt" (func $assembly/one-shot/itemsResumeAt))
 (export "walkItems" (func $assembly/one-shot/walkItems))
 (export "oneShot" (func $assembly/one-shot/oneShot))
 (export "ambiguousCount" (func $assembly/one-shot/ambiguousCount))
 (export "reconcile" (func $assembly/one-shot/reconcile))
 (export "cutoff" (func $assembly/one-shot/cutoff))
 (export "planField" (func $assembly/plan/planField))
 (export "planKeyPtr" (func $assembly/plan/planKeyPtr))
 (export "planKeyLength" (func $assembly/plan/planKeyLength))
 (export "residentCreate" (func $assembly/resident/exports/residentCreate))
 (export "residentFree" (func $assembly/resident/exports/residentFree))
 (export "residentInput" (func $assembly/resident/exports/residentInput))
 (export "residentAppend" (func $assembly/resident/exports/residentAppend))
 (export "residentHeld" (func $assembly/resident/exports/residentHeld))
 (export "residentMalformed" (func $assembly/resident/exports/residentMalformed))
 (export "residentHasCall" (func $assembly/resident/exports/residentHasCall))
 (export "residentAmbiguous" (func $assembly/resident/exports/residentAmbiguous))
 (export "residentReconcile" (func $assembly/resident/exports/residentReconcile))
 (export "residentCutoff" (func $assembly/resident/exports/residentCutoff))
 (export "memory" (memory $0))
 (start $~start)
 (func $assembly/engine/tables/tablesBytes (param $0 i32) (param $1 i32) (result i64)
  (local $2 i64)
  (local $3 i32)
  (local $4 i32)
  (local $5 i32)
  (local $6 i64)
  block $assembly/engine/tables/held|inlined.0 (result i64)
   local.get $0
   i32.load offset=180
   local.set $4
   local.get $0
   i32.load offset=12
   local.set $5
   loop $for-loop|0
    local.get $3
    i32.const 11
    i32.lt_s
    if
     local.get $2
     local.get $3
     i32.const 1148
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
     local.set $2
     local.get $3
     i32.const 1
     i32.add
     local.set $3
     br $for-loop|0
    end
   end
   i64.const 0
   local.get $4
   i32.eqz
   local.tee $3
   br_if $assembly/engine/tables/held|inlined.0
   drop
   local.get $1
   if
    block $__inlined_func$assembly/memory/blocks/blockFree
     local.get $3
     br_if $__inlined_func$assembly/memory/blocks/blockFree
     i32.const 1144
     i32.const 1144
     i32.load
     i32.const 1
     i32.sub
     local.tee $3
     i32.store
     local.get $3
     i32.eqz
     if
      i32.const 1024
      i32.const 0
      i32.const 120
      memory.fill
      global.get $~lib/rt/stub/startOffset
      global.set $~lib/rt/stub/offset
      br $__inlined_func$assembly/memory/blocks/blockFree
     end
     i32.const 4
     local.set $3
     loop $while-continue|0
      local.get $3
      i32.const 29
      i32.le_u
      i64.const 1
      local.get $3
      i64.extend_i32_u
      i64.shl
      local.get $2
      i64.lt_u
      i32.and
      if
       local.get $3
       i32.const 1
       i32.add
       local.set $3
       br $while-continue|0
      end
     end
     local.get $4
     local.get $3
     i32.const 0
     local.get $3
     i32.const 29
     i32.le_u
     select
     i32.const 2
     i32.shl
     i32.const 1024
     i32.add
     local.tee $3
     i32.load
     i32.store
     local.get $3
     local.get $4
     i32.store
    end
   end
   i32.const 4
   local.set $3
   loop $while-continue|00
    local.get $3
    i32.const 29
    i32.le_u
    i64.const 1
    local.get $3
    i64.extend_i32_u
    i64.shl
    local.get $2
    i64.lt_u
    i32.and
    if
     local.get $3
     i32.const 1
     i32.add
     local.set $3
     br $while-continue|00
    end
   end
   i64.const 1
   local.get $3
   i32.const 0
   local.get $3
   i32.const 29
   i32.le_u
   select
   local.tee $3
   i64.extend_i32_u
   i64.shl
   i64.const 0
   local.get $3
   select
  end
  local.set $6
  block $assembly/engine/tables/held|inlined.1 (result i64)
   local.get $0
   i32.load offset=224
   local.set $4
   local.get $0
   i32.load offset=20
   local.set $5
   i64.const 0
   local.set $2
   i32.const 0
   local.set $3
   loop $for-loop|00
    local.get $3
    i32.const 6
    i32.lt_s
    if
     local.get $2
     local.get $3
     i32.const 1159
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
     local.set $2
     local.get $3
     i32.const 1
     i32.add
     local.set $3
     br $for-loop|00
    end
   end
   i64.const 0
   local.get $4
   i32.eqz
   local.tee $3
   br_if $assembly/engine/tables/held|inlined.1
   drop
   local.get $1
   if
    block $__inlined_func$assembly/memory/blocks/blockFree$1
     local.get $3
     br_if $__inlined_func$assembly/memory/blocks/blockFree$1
     i32.const 1144
     i32.const 1144
     i32.load
     i32.const 1
     i32.sub
     local.tee $3
     i32.store
     local.get $3
     i32.eqz
     if
      i32.const 1024
      i32.const 0
      i32.const 120
      memory.fill
      global.get $~lib/rt/stub/startOffset
      global.set $~lib/rt/stub/offset
      br $__inlined_func$assembly/memory/blocks/blockFree$1
     end
     i32.const 4
     local.set $3
     loop $while-continue|01
      local.get $3
      i32.const 29
      i32.le_u
      i64.const 1
      local.get $3
      i64.extend_i32_u
      i64.shl
      local.get $2
      i64.lt_u
      i32.and
      if
       local.get $3
       i32.const 1
       i32.add
       local.set $3
       br $while-continue|01
      end
     end
     local.get $4
     local.get $3
     i32.const 0
     local.get $3
     i32.const 29
     i32.le_u
     select
     i32.const 2
     i32.shl
     i32.const 1024
     i32.add
     local.tee $3
     i32.load
     i32.store
     local.get $3
     local.get $4
     i32.store
    end
   end
   i32.const 4
   local.set $3
   loop $while-continue|02
    local.get $3
    i32.const 29
    i32.le_u
    i64.const 1
    local.get $3
    i64.extend_i32_u
    i64.shl
    local.get $2
    i64.lt_u
    i32.and
    if
     local.get $3
     i32.const 1
     i32.add
     local.set $3
     br $while-continue|02
    end
   end
   i64.const 1
   local.get $3
   i32.const 0
   local.get $3
   i32.const 29
   i32.le_u
   select
   local.tee $3
   i64.extend_i32_u
   i64.shl
   i64.const 0
   local.get $3
   select
  end
  local.get $6
  i64.add
  local.set $6
  block $assembly/engine/tables/held|inlined.2 (result i64)
   local.get $0
   i32.load offset=248
   local.set $4
   local.get $0
   i32.load offset=28
   local.set $5
   i64.const 0
   local.set $2
   i32.const 0
   local.set $3
   loop $for-loop|02
    local.get $3
    i32.const 6
    i32.lt_s
    if
     local.get $2
     local.get $3
     i32.const 1165
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
     local.set $2
     local.get $3
     i32.const 1
     i32.add
     local.set $3
     br $for-loop|02
    end
   end
   i64.const 0
   local.get $4
   i32.eqz
   local.tee $3
   br_if $assembly/engine/tables/held|inlined.2
   drop
   local.get $1
   if
    block $__inlined_func$assembly/memory/blocks/blockFree$2
     local.get $3
     br_if $__inlined_func$assembly/memory/blocks/blockFree$2
     i32.const 1144
     i32.const 1144
     i32.load
     i32.const 1
     i32.sub
     local.tee $3
     i32.store
     local.get $3
     i32.eqz
     if
      i32.const 1024
      i32.const 0
      i32.const 120
      memory.fill
      global.get $~lib/rt/stub/startOffset
      global.set $~lib/rt/stub/offset
      br $__inlined_func$assembly/memory/blocks/blockFree$2
     end
     i32.const 4
     local.set $3
     loop $while-continue|03
      local.get $3
      i32.const 29
      i32.le_u
      i64.const 1
      local.get $3
      i64.extend_i32_u
      i64.shl
      local.get $2
      i64.lt_u
      i32.and
      if
       local.get $3
       i32.const 1
       i32.add
       local.set $3
       br $while-continue|03
      end
     end
     local.get $4
     local.get $3
     i32.const 0
     local.get $3
     i32.const 29
     i32.le_u
     select
     i32.const 2
     i32.shl
     i32.const 1024
     i32.add
     local.tee $3
     i32.load
     i32.store
     local.get $3
     local.get $4
     i32.store
    end
   end
   i32.const 4
   local.set $3
   loop $while-continue|05
    local.get $3
    i32.const 29
    i32.le_u
    i64.const 1
    local.get $3
    i64.extend_i32_u
    i64.shl
    local.get $2
    i64.lt_u
    i32.and
    if
     local.get $3
     i32.const 1
     i32.add
     local.set $3
     br $while-continue|05
    end
   end
   i64.const 1
   local.get $3
   i32.const 0
   local.get $3
   i32.const 29
   i32.le_u
   select
   local.tee $3
   i64.extend_i32_u
   i64.shl
   i64.const 0
   local.get $3
   select
  end
  local.get $6
  i64.add
  local.set $2
  block $assembly/engine/tables/held|inlined.3 (result i64)
   local.get $0
   i64.load32_s offset=28
   i64.const 3
   i64.shl
   local.set $6
   i64.const 0
   local.get $0
   i32.load offset=272
   local.tee $4
   i32.eqz
   br_if $assembly/engine/tables/held|inlined.3
   drop
   local.get $1
   if
    block $__inlined_func$assembly/memory/blocks/blockFree$3
     local.get $4
     i32.eqz
     br_if $__inlined_func$assembly/memory/blocks/blockFree$3
     i32.const 1144
     i32.const 1144
     i32.load
     i32.const 1
     i32.sub
     local.tee $3
     i32.store
     local.get $3
     i32.eqz
     if
      i32.const 1024
      i32.const 0
      i32.const 120
      memory.fill
      global.get $~lib/rt/stub/startOffset
      global.set $~lib/rt/stub/offset
      br $__inlined_func$assembly/memory/blocks/blockFree$3
     end
     i32.const 4
     local.set $3
     loop $while-continue|04
      local.get $3
      i32.const 29
      i32.le_u
      i64.const 1
      local.get $3
      i64.extend_i32_u
      i64.shl
      local.get $6
      i64.lt_u
      i32.and
      if
       local.get $3
       i32.const 1
       i32.add
       local.set $3
       br $while-continue|04
      end
     end
     local.get $4
     local.get $3
     i32.const 0
     local.get $3
     i32.const 29
     i32.le_u
     select
     i32.const 2
     i32.shl
     i32.const 1024
     i32.add
     local.tee $3
     i32.load
     i32.store
     local.get $3
     local.get $4
     i32.store
    end
   end
   i32.const 4
   local.set $3
   loop $while-continue|08
    local.get $3
    i32.const 29
    i32.le_u
    i64.const 1
    local.get $3
    i64.extend_i32_u
    i64.shl
    local.get $6
    i64.lt_u
    i32.and
    if
     local.get $3
     i32.const 1
     i32.add
     local.set $3
     br $while-continue|08
    end
   end
   i64.const 1
   local.get $3
   i32.const 0
   local.get $3
   i32.const 29
   i32.le_u
   select
   local.tee $3
   i64.extend_i32_u
   i64.shl
   i64.const 0
   local.get $3
   select
  end
  local.get $2
  i64.add
  local.set $6
  block $assembly/engine/tables/held|inlined.4 (result i64)
   local.get $0
   i32.load offset=276
   local.set $4
   local.get $0
   i32.load offset=36
   local.set $5
   i64.const 0
   local.set $2
   i32.const 0
   local.set $3
   loop $for-loop|04
    local.get $3
    i32.const 0
    i32.le_s
    if
     local.get $2
     local.get $3
     i32.const 1171
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
     local.set $2
     local.get $3
     i32.const 1
     i32.add
     local.set $3
     br $for-loop|04
    end
   end
   i64.const 0
   local.get $4
   i32.eqz
   local.tee $3
   br_if $assembly/engine/tables/held|inlined.4
   drop
   local.get $1
   if
    block $__inlined_func$assembly/memory/blocks/blockFree$4
     local.get $3
     br_if $__inlined_func$assembly/memory/blocks/blockFree$4
     i32.const 1144
     i32.const 1144
     i32.load
     i32.const 1
     i32.sub
     local.tee $3
     i32.store
     local.get $3
     i32.eqz
     if
      i32.const 1024
      i32.const 0
      i32.const 120
      memory.fill
      global.get $~lib/rt/stub/startOffset
      global.set $~lib/rt/stub/offset
      br $__inlined_func$assembly/memory/blocks/blockFree$4
     end
     i32.const 4
     local.set $3
     loop $while-continue|06
      local.get $3
      i32.const 29
      i32.le_u
      i64.const 1
      local.get $3
      i64.extend_i32_u
      i64.shl
      local.get $2
      i64.lt_u
      i32.and
      if
       local.get $3
       i32.const 1
       i32.add
       local.set $3
       br $while-continue|06
      end
     end
     local.get $4
     local.get $3
     i32.const 0
     local.get $3
     i32.const 29
     i32.le_u
     select
     i32.const 2
     i32.shl
     i32.const 1024
     i32.add
     local.tee $3
     i32.load
     i32.store
     local.get $3
     local.get $4
     i32.store
    end
   end
   i32.const 4
   local.set $3
   loop $while-continue|011
    local.get $3
    i32.const 29
    i32.le_u
    i64.const 1
    local.get $3
    i64.extend_i32_u
    i64.shl
    local.get $2
    i64.lt_u
    i32.and
    if
     local.get $3
     i32.const 1
     i32.add
     local.set $3
     br $while-continue|011
    end
   end
   i64.const 1
   local.get $3
   i32.const 0
   local.get $3
   i32.const 29
   i32.le_u
   select
   local.tee $3
   i64.extend_i32_u
   i64.shl
   i64.const 0
   local.get $3
   select
  end
  local.get $6
  i64.add
  local.set $6
  block $assembly/engine/tables/held|inlined.5 (result i64)
   local.get $0
   i32.load offset=280
   local.set $4
   local.get $0
   i32.load offset=44
   local.set $5
   i64.const 0
   local.set $2
   i32.const 0
   local.set $3
   loop $for-loop|06
    local.get $3
    i32.const 0
    i32.le_s
    if
     local.get $2
     local.get $3
     i32.const 1172
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
     local.set $2
     local.get $3
     i32.const 1
     i32.add
     local.set $3
     br $for-loop|06
    end
   end
   i64.const 0
   local.get $4
   i32.eqz
   local.tee $3
   br_if $assembly/engine/tables/held|inlined.5
   drop
   local.get $1
   if
    block $__inlined_func$assembly/memory/blocks/blockFree$5
     local.get $3
     br_if $__inlined_func$assembly/memory/blocks/blockFree$5
     i32.const 1144
     i32.const 1144
     i32.load
     i32.const 1
     i32.sub
     local.tee $3
     i32.store
     local.get $3
     i32.eqz
     if
      i32.const 1024
      i32.const 0
      i32.const 120
      memory.fill
      global.get $~lib/rt/stub/startOffset
      global.set $~lib/rt/stub/offset
      br $__inlined_func$assembly/memory/blocks/blockFree$5
     end
     i32.const 4
     local.set $3
     loop $while-continue|07
      local.get $3
      i32.const 29
      i32.le_u
      i64.const 1
      local.get $3
      i64.extend_i32_u
      i64.shl
      local.get $2
      i64.lt_u
      i32.and
      if
       local.get $3
       i32.const 1
       i32.add
       local.set $3
       br $while-continue|07
      end
     end
     local.get $4
     local.get $3
     i32.const 0
     local.get $3
     i32.const 29
     i32.le_u
     select
     i32.const 2
     i32.shl
     i32.const 1024
     i32.add
     local.tee $3
     i32.load
     i32.store
     local.get $3
     local.get $4
     i32.store
    end
   end
   i32.const 4
   local.set $3
   loop $while-continue|014
    local.get $3
    i32.const 29
    i32.le_u
    i64.const 1
    local.get $3
    i64.extend_i32_u
    i64.shl
    local.get $2
    i64.lt_u
    i32.and
    if
     local.get $3
     i32.const 1
     i32.add
     local.set $3
     br $while-continue|014
    end
   end
   i64.const 1
   local.get $3
   i32.const 0
   local.get $3
   i32.const 29
   i32.le_u
   select
   local.tee $3
   i64.extend_i32_u
   i64.shl
   i64.const 0
   local.get $3
   select
  end
  local.get $6
  i64.add
  local.set $2
  block $assembly/engine/tables/held|inlined.6 (result i64)
   local.get $0
   i64.load32_s offset=96
   i64.const 2
   i64.shl
   local.set $6
   i64.const 0
   local.get $0
   i32.load offset=284
   local.tee $4
   i32.eqz
   br_if $assembly/engine/tables/held|inlined.6
   drop
   local.get $1
   if
    block $__inlined_func$assembly/memory/blocks/blockFree$6
     local.get $4
     i32.eqz
     br_if $__inlined_func$assembly/memory/blocks/blockFree$6
     i32.const 1144
     i32.const 1144
     i32.load
     i32.const 1
     i32.sub
     local.tee $3
     i32.store
     local.get $3
     i32.eqz
     if
      i32.const 1024
      i32.const 0
      i32.const 120
      memory.fill
      global.get $~lib/rt/stub/startOffset
      global.set $~lib/rt/stub/offset
      br $__inlined_func$assembly/memory/blocks/blockFree$6
     end
     i32.const 4
     local.set $3
     loop $while-continue|09
      local.get $3
      i32.const 29
      i32.le_u
      i64.const 1
      local.get $3
      i64.extend_i32_u
      i64.shl
      local.get $6
      i64.lt_u
      i32.and
      if
       local.get $3
       i32.const 1
       i32.add
       local.set $3
       br $while-continue|09
      end
     end
     local.get $4
     local.get $3
     i32.const 0
     local.get $3
     i32.const 29
     i32.le_u
     select
     i32.const 2
     i32.shl
     i32.const 1024
     i32.add
     local.tee $3
     i32.load
     i32.store
     local.get $3
     local.get $4
     i32.store
    end
   end
   i32.const 4
   local.set $3
   loop $while-continue|017
    local.get $3
    i32.const 29
    i32.le_u
    i64.const 1
    local.get $3
    i64.extend_i32_u
    i64.shl
    local.get $6
    i64.lt_u
    i32.and
    if
     local.get $3
     i32.const 1
     i32.add
     local.set $3
     br $while-continue|017
    end
   end
   i64.const 1
   local.get $3
   i32.const 0
   local.get $3
   i32.const 29
   i32.le_u
   select
   local.tee $3
   i64.extend_i32_u
   i64.shl
   i64.const 0
   local.get $3
   select
  end
  local.get $2
  i64.add
  local.set $2
  block $assembly/engine/tables/held|inlined.7 (result i64)
   local.get $0
   i64.load32_s offset=100
   local.set $6
   i64.const 0
   local.get $0
   i32.load offset=288
   local.tee $4
   i32.eqz
   br_if $assembly/engine/tables/held|inlined.7
   drop
   local.get $1
   if
    block $__inlined_func$assembly/memory/blocks/blockFree$7
     local.get $4
     i32.eqz
     br_if $__inlined_func$assembly/memory/blocks/blockFree$7
     i32.const 1144
     i32.const 1144
     i32.load
     i32.const 1
     i32.sub
     local.tee $3
     i32.store
     local.get $3
     i32.eqz
     if
      i32.const 1024
      i32.const 0
      i32.const 120
      memory.fill
      global.get $~lib/rt/stub/startOffset
      global.set $~lib/rt/stub/offset
      br $__inlined_func$assembly/memory/blocks/blockFree$7
     end
     i32.const 4
     local.set $3
     loop $while-continue|010
      local.get $3
      i32.const 29
      i32.le_u
      i64.const 1
      local.get $3
      i64.extend_i32_u
      i64.shl
      local.get $6
      i64.lt_u
      i32.and
      if
       local.get $3
       i32.const 1
       i32.add
       local.set $3
       br $while-continue|010
      end
     end
     local.get $4
     local.get $3
     i32.const 0
     local.get $3
     i32.const 29
     i32.le_u
     select
     i32.const 2
     i32.shl
     i32.const 1024
     i32.add
     local.tee $3
     i32.load
     i32.store
     local.get $3
     local.get $4
     i32.store
    end
   end
   i32.const 4
   local.set $3
   loop $while-continue|020
    local.get $3
    i32.const 29
    i32.le_u
    i64.const 1
    local.get $3
    i64.extend_i32_u
    i64.shl
    local.get $6
    i64.lt_u
    i32.and
    if
     local.get $3
     i32.const 1
     i32.add
     local.set $3
     br $while-continue|020
    end
   end
   i64.const 1
   local.get $3
   i32.const 0
   local.get $3
   i32.const 29
   i32.le_u
   select
   local.tee $3
   i64.extend_i32_u
   i64.shl
   i64.const 0
   local.get $3
   select
  end
  local.get $2
  i64.add
  local.set $2
  local.get $0
  i32.eqz
  local.tee $3
  if (result i64)
   i64.const 0
  else
   local.get $1
   if
    block $__inlined_func$assembly/memory/blocks/blockFree$8
     local.get $3
     br_if $__inlined_func$assembly/memory/blocks/blockFree$8
     i32.const 1144
     i32.const 1144
     i32.load
     i32.const 1
     i32.sub
     local.tee $1
     i32.store
     local.get $1
     i32.eqz
     if
      i32.const 1024
      i32.const 0
      i32.const 120
      memory.fill
      global.get $~lib/rt/stub/startOffset
      global.set $~lib/rt/stub/offset
      br $__inlined_func$assembly/memory/blocks/blockFree$8
     end
     i32.const 4
     local.set $1
     loop $while-continue|012
      local.get $1
      i32.const 29
      i32.le_u
      i64.const 1
      local.get $1
      i64.extend_i32_u
      i64.shl
      i64.const 440
      i64.lt_u
      i32.and
      if
       local.get $1
       i32.const 1
       i32.add
       local.set $1
       br $while-continue|012
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
     i32.const 1024
     i32.add
     local.tee $1
     i32.load
     i32.store
     local.get $1
     local.get $0
     i32.store
    end
   end
   i32.const 4
   local.set $0
   loop $while-continue|023
    local.get $0
    i32.const 29
    i32.le_u
    i64.const 1
    local.get $0
    i64.extend_i32_u
    i64.shl
    i64.const 440
    i64.lt_u
    i32.and
    if
     local.get $0
     i32.const 1
     i32.add
     local.set $0
     br $while-continue|023
    end
   end
   i64.const 1
   local.get $0
   i32.const 0
   local.get $0
   i32.const 29
   i32.le_u
   select
   local.tee $0
   i64.extend_i32_u
   i64.shl
   i64.const 0
   local.get $0
   select
  end
  local.get $2
  i64.add
 )
 (func $assembly/one-shot/release
  (local $0 i32)
  global.get $assembly/one-shot/current
  i32.const 7464
  i32.ne
  if
   global.get $assembly/one-shot/current
   local.tee $0
   i32.const 0
   i32.store
   local.get $0
   i32.const 1
   call $assembly/engine/tables/tablesBytes
   drop
  end
  i32.const 7464
  global.set $assembly/one-shot/current
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
   i32.const 7808
   i32.const 7872
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
 (func $assembly/memory/blocks/blockAlloc (param $0 i64) (result i32)
  (local $1 i32)
  (local $2 i32)
  (local $3 i32)
  (local $4 i32)
  (local $5 i64)
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
  i32.const 1024
  i32.add
  local.tee $3
  i32.load
  local.tee $1
  if
   local.get $3
   local.get $1
   i32.load
   i32.store
  else
   block $__inlined_func$assembly/memory/blocks/ensureRoom$928 (result i32)
    i32.const 0
    i32.const 1
    local.get $2
    i32.shl
    local.tee $3
    i32.const 1073741760
    i32.gt_u
    br_if $__inlined_func$assembly/memory/blocks/ensureRoom$928
    drop
    i32.const 0
    call $~lib/rt/stub/__alloc
    local.tee $1
    i32.const 15
    i32.and
    i32.const 1
    local.get $1
    select
    if
     i32.const 0
     i32.const 7872
     i32.const 70
     i32.const 3
     call $~lib/builtins/abort
     unreachable
    end
    global.get $~lib/rt/stub/offset
    local.get $1
    local.get $1
    i32.const 4
    i32.sub
    local.tee $4
    i32.load
    i32.add
    i32.eq
    if
     local.get $4
     global.set $~lib/rt/stub/offset
    end
    i32.const 1
    memory.size
    i64.extend_i32_s
    i64.const 16
    i64.shl
    local.tee $5
    local.get $1
    i64.extend_i32_u
    local.get $3
    i64.extend_i32_u
    i64.add
    i64.const -64
    i64.sub
    local.tee $0
    i64.ge_u
    br_if $__inlined_func$assembly/memory/blocks/ensureRoom$928
    drop
    local.get $0
    local.get $5
    i64.sub
    i64.const 65535
    i64.add
    i64.const 16
    i64.shr_u
    i32.wrap_i64
    memory.grow
    i32.const 0
    i32.ge_s
   end
   if (result i32)
    i32.const 1
    local.get $2
    i32.shl
    call $~lib/rt/stub/__alloc
   else
    i32.const 0
   end
   local.set $1
  end
  local.get $1
  if
   i32.const 1144
   i32.const 1144
   i32.load
   i32.const 1
   i32.add
   i32.store
  end
  local.get $1
 )
 (func $assembly/engine/tables/regroup (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (result i32)
  (local $7 i32)
  (local $8 i32)
  (local $9 i32)
  (local $10 i32)
  (local $11 i64)
  (local $12 i64)
  (local $13 i32)
  (local $14 i32)
  local.get $5
  local.set $7
  loop $for-loop|0
   local.get $3
   local.get $8
   i32.gt_s
   if
    local.get $11
    local.get $2
    local.get $8
    i32.add
    i64.load8_u
    local.get $7
    i32.const 1
    i32.add
    i64.extend_i32_s
    i64.mul
    i64.const 7
    i64.add
    i64.const -8
    i64.and
    i64.add
    local.set $11
    local.get $8
    i32.const 1
    i32.add
    local.set $8
    br $for-loop|0
   end
  end
  local.get $11
  call $assembly/memory/blocks/blockAlloc
  local.tee $5
  i32.eqz
  if
   i32.const 0
   return
  end
  local.get $0
  local.get $1
  i32.add
  local.tee $8
  i32.load
  local.set $13
  loop $for-loop|00
   local.get $3
   local.get $9
   i32.gt_s
   if
    local.get $2
    local.get $9
    i32.add
    i32.load8_u
    local.set $14
    local.get $8
    local.get $9
    i32.const 2
    i32.shl
    i32.add
    local.tee $0
    i32.load
    local.tee $1
    if
     local.get $5
     local.get $1
     local.get $6
     i32.const 1
     i32.add
     local.get $14
     i32.mul
     memory.copy
    end
    local.get $0
    local.get $5
    i32.store
    local.get $5
    local.get $7
    i32.const 1
    i32.add
    i64.extend_i32_s
    local.get $14
    i64.extend_i32_u
    i64.mul
    i64.const 7
    i64.add
    i64.const -8
    i64.and
    i32.wrap_i64
    i32.add
    local.set $5
    local.get $9
    i32.const 1
    i32.add
    local.set $9
    br $for-loop|00
   end
  end
  local.get $13
  if
   loop $for-loop|01
    local.get $3
    local.get $10
    i32.gt_s
    if
     local.get $12
     local.get $2
     local.get $10
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
     local.set $12
     local.get $10
     i32.const 1
     i32.add
     local.set $10
     br $for-loop|01
    end
   end
   block $__inlined_func$assembly/memory/blocks/blockFree$10
    local.get $13
    i32.eqz
    br_if $__inlined_func$assembly/memory/blocks/blockFree$10
    i32.const 1144
    i32.const 1144
    i32.load
    i32.const 1
    i32.sub
    local.tee $0
    i32.store
    local.get $0
    i32.eqz
    if
     i32.const 1024
     i32.const 0
     i32.const 120
     memory.fill
     global.get $~lib/rt/stub/startOffset
     global.set $~lib/rt/stub/offset
     br $__inlined_func$assembly/memory/blocks/blockFree$10
    end
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
     local.get $12
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
    local.get $13
    local.get $1
    i32.const 0
    local.get $1
    i32.const 29
    i32.le_u
    select
    i32.const 2
    i32.shl
    i32.const 1024
    i32.add
    local.tee $0
    i32.load
    i32.store
    local.get $0
    local.get $13
    i32.store
   end
  end
  i32.const 1
 )
 (func $assembly/engine/tables/ensureGroup (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i64) (result i32)
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
  local.get $6
  i64.const 1
  i64.add
  local.set $7
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
  local.get $6
  i32.wrap_i64
  i32.const 0
  local.get $6
  i64.const 134217727
  i64.le_s
  select
  i32.const 1
  i32.sub
  local.tee $8
  i32.const 0
  i32.lt_s
  if (result i32)
   i32.const 0
  else
   local.get $0
   local.get $1
   local.get $3
   local.get $4
   local.get $2
   local.get $8
   local.get $5
   call $assembly/engine/tables/regroup
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
 (func $assembly/engine/tables/regroupKeys (param $0 i32) (param $1 i32) (result i32)
  (local $2 i32)
  (local $3 i32)
  (local $4 i64)
  (local $5 i32)
  (local $6 i64)
  local.get $1
  i64.extend_i32_s
  i64.const 3
  i64.shl
  local.tee $4
  call $assembly/memory/blocks/blockAlloc
  local.tee $3
  i32.eqz
  if
   i32.const 0
   return
  end
  local.get $0
  i32.const 248
  i32.const 1165
  i32.const 6
  local.get $0
  i32.load offset=28
  local.get $1
  local.get $0
  i32.load offset=24
  call $assembly/engine/tables/regroup
  i32.eqz
  if
   block $__inlined_func$assembly/memory/blocks/blockFree$11
    local.get $3
    i32.eqz
    br_if $__inlined_func$assembly/memory/blocks/blockFree$11
    i32.const 1144
    i32.const 1144
    i32.load
    i32.const 1
    i32.sub
    local.tee $0
    i32.store
    local.get $0
    i32.eqz
    if
     i32.const 1024
     i32.const 0
     i32.const 120
     memory.fill
     global.get $~lib/rt/stub/startOffset
     global.set $~lib/rt/stub/offset
     br $__inlined_func$assembly/memory/blocks/blockFree$11
    end
    i32.const 4
    local.set $0
    loop $while-continue|0
     local.get $0
     i32.const 29
     i32.le_u
     i64.const 1
     local.get $0
     i64.extend_i32_u
     i64.shl
     local.get $4
     i64.lt_u
     i32.and
     if
      local.get $0
      i32.const 1
      i32.add
      local.set $0
      br $while-continue|0
     end
    end
    local.get $3
    local.get $0
    i32.const 0
    local.get $0
    i32.const 29
    i32.le_u
    select
    i32.const 2
    i32.shl
    i32.const 1024
    i32.add
    local.tee $0
    i32.load
    i32.store
    local.get $0
    local.get $3
    i32.store
   end
   i32.const 0
   return
  end
  local.get $0
  i64.load32_s offset=28
  i64.const 3
  i64.shl
  local.set $6
  block $__inlined_func$assembly/memory/blocks/blockFree$12
   local.get $0
   i32.load offset=272
   local.tee $5
   i32.eqz
   br_if $__inlined_func$assembly/memory/blocks/blockFree$12
   i32.const 1144
   i32.const 1144
   i32.load
   i32.const 1
   i32.sub
   local.tee $2
   i32.store
   local.get $2
   i32.eqz
   if
    i32.const 1024
    i32.const 0
    i32.const 120
    memory.fill
    global.get $~lib/rt/stub/startOffset
    global.set $~lib/rt/stub/offset
    br $__inlined_func$assembly/memory/blocks/blockFree$12
   end
   i32.const 4
   local.set $2
   loop $while-continue|00
    local.get $2
    i32.const 29
    i32.le_u
    i64.const 1
    local.get $2
    i64.extend_i32_u
    i64.shl
    local.get $6
    i64.lt_u
    i32.and
    if
     local.get $2
     i32.const 1
     i32.add
     local.set $2
     br $while-continue|00
    end
   end
   local.get $5
   local.get $2
   i32.const 0
   local.get $2
   i32.const 29
   i32.le_u
   select
   i32.const 2
   i32.shl
   i32.const 1024
   i32.add
   local.tee $2
   i32.load
   i32.store
   local.get $2
   local.get $5
   i32.store
  end
  local.get $0
  local.get $3
  i32.store offset=272
  local.get $0
  local.get $1
  i32.store offset=28
  local.get $3
  i32.const 0
  local.get $4
  i32.wrap_i64
  memory.fill
  i32.const 1
 )
 (func $assembly/engine/tables/createTables (param $0 i32) (param $1 i32) (result i32)
  (local $2 i32)
  (local $3 i64)
  (local $4 i64)
  i64.const 440
  call $assembly/memory/blocks/blockAlloc
  local.tee $2
  i32.eqz
  if
   i32.const 0
   return
  end
  local.get $2
  i32.const 0
  i32.const 440
  memory.fill
  local.get $2
  local.get $2
  i32.const 296
  i32.add
  i32.store offset=292
  local.get $2
  local.get $0
  i32.store offset=4
  local.get $2
  i32.const 0
  i32.store offset=56
  local.get $2
  i32.const -1
  i32.store offset=60
  local.get $2
  i32.const -1
  i32.store offset=64
  local.get $2
  i32.const 180
  i32.const 12
  i32.const 1148
  i32.const 11
  local.get $2
  i32.load offset=8
  i32.const 1
  local.get $1
  local.get $1
  i32.const 1
  i32.le_s
  select
  i64.extend_i32_s
  local.tee $4
  call $assembly/engine/tables/ensureGroup
  if (result i32)
   local.get $2
   i32.const 224
   i32.const 20
   i32.const 1159
   i32.const 6
   local.get $2
   i32.load offset=16
   local.get $4
   call $assembly/engine/tables/ensureGroup
  else
   i32.const 0
  end
  if (result i32)
   i64.const 16
   local.set $3
   loop $while-continue|0
    local.get $3
    local.get $4
    i64.lt_s
    if
     local.get $3
     i64.const 1
     i64.shl
     local.set $3
     br $while-continue|0
    end
   end
   local.get $2
   local.get $3
   i32.wrap_i64
   i32.const 0
   local.get $3
   i64.const 134217727
   i64.le_s
   select
   call $assembly/engine/tables/regroupKeys
  else
   i32.const 0
  end
  if (result i32)
   local.get $2
   i32.const 276
   i32.const 36
   i32.const 1171
   i32.const 1
   local.get $2
   i32.load offset=32
   local.get $4
   i64.const 3
   i64.shl
   call $assembly/engine/tables/ensureGroup
  else
   i32.const 0
  end
  if (result i32)
   local.get $2
   i32.const 280
   i32.const 44
   i32.const 1172
   i32.const 1
   local.get $2
   i32.load offset=40
   i64.const 1
   call $assembly/engine/tables/ensureGroup
  else
   i32.const 0
  end
  i32.eqz
  if
   local.get $2
   i32.const 0
   i32.store
   local.get $2
   i32.const 1
   call $assembly/engine/tables/tablesBytes
   drop
   i32.const 0
   return
  end
  local.get $2
  i32.load offset=196
  i32.const 0
  i32.store
  local.get $2
  i32.load offset=200
  i32.const 0
  i32.store
  local.get $2
  i32.const 1380275017
  i32.store
  local.get $2
 )
 (func $assembly/engine/tables/swapBlock (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (result i32)
  (local $5 i32)
  (local $6 i64)
  local.get $3
  if (result i32)
   local.get $3
   i64.extend_i32_s
   local.get $4
   i64.extend_i32_u
   i64.shl
   call $assembly/memory/blocks/blockAlloc
  else
   i32.const 0
  end
  local.tee $5
  i32.const 1
  local.get $3
  select
  i32.eqz
  if
   i32.const 0
   return
  end
  local.get $0
  local.get $2
  i32.add
  local.tee $2
  i64.load32_s
  local.get $4
  i64.extend_i32_u
  i64.shl
  local.set $6
  block $__inlined_func$assembly/memory/blocks/blockFree$18
   local.get $0
   local.get $1
   i32.add
   local.tee $1
   i32.load
   local.tee $4
   i32.eqz
   br_if $__inlined_func$assembly/memory/blocks/blockFree$18
   i32.const 1144
   i32.const 1144
   i32.load
   i32.const 1
   i32.sub
   local.tee $0
   i32.store
   local.get $0
   i32.eqz
   if
    i32.const 1024
    i32.const 0
    i32.const 120
    memory.fill
    global.get $~lib/rt/stub/startOffset
    global.set $~lib/rt/stub/offset
    br $__inlined_func$assembly/memory/blocks/blockFree$18
   end
   i32.const 4
   local.set $0
   loop $while-continue|0
    local.get $0
    i32.const 29
    i32.le_u
    i64.const 1
    local.get $0
    i64.extend_i32_u
    i64.shl
    local.get $6
    i64.lt_u
    i32.and
    if
     local.get $0
     i32.const 1
     i32.add
     local.set $0
     br $while-continue|0
    end
   end
   local.get $4
   local.get $0
   i32.const 0
   local.get $0
   i32.const 29
   i32.le_u
   select
   i32.const 2
   i32.shl
   i32.const 1024
   i32.add
   local.tee $0
   i32.load
   i32.store
   local.get $0
   local.get $4
   i32.store
  end
  local.get $1
  local.get $5
  i32.store
  local.get $2
  local.get $3
  i32.store
  local.get $5
 )
 (func $assembly/engine/tables/reserveInput (param $0 i32) (param $1 i64) (result i32)
  local.get $1
  local.get $0
  i64.load32_s offset=100
  i64.le_u
  if
   local.get $0
   i32.load offset=288
   return
  end
  local.get $1
  i64.const 536870912
  i64.gt_u
  if (result i32)
   i32.const 0
  else
   local.get $0
   i32.const 288
   i32.const 100
   local.get $1
   i32.wrap_i64
   i32.const 0
   call $assembly/engine/tables/swapBlock
  end
 )
 (func $assembly/one-shot/inputAlloc (param $0 i32) (result i32)
  (local $1 i64)
  (local $2 i32)
  global.get $assembly/one-shot/current
  i32.const 7464
  i32.ne
  if
   global.get $assembly/one-shot/current
   local.tee $2
   i32.const 0
   i32.store
   local.get $2
   i32.const 1
   call $assembly/engine/tables/tablesBytes
   drop
  end
  i32.const 7464
  global.set $assembly/one-shot/current
  i32.const 0
  i32.const 1
  call $assembly/engine/tables/createTables
  local.tee $2
  i32.eqz
  if
   i32.const 0
   return
  end
  local.get $2
  global.set $assembly/one-shot/current
  local.get $2
  i64.const 8
  local.get $0
  i64.extend_i32_u
  local.tee $1
  local.get $1
  i64.const 8
  i64.le_u
  select
  call $assembly/engine/tables/reserveInput
  local.tee $0
  i32.eqz
  if
   global.get $assembly/one-shot/current
   i32.const 7464
   i32.ne
   if
    global.get $assembly/one-shot/current
    local.tee $2
    i32.const 0
    i32.store
    local.get $2
    i32.const 1
    call $assembly/engine/tables/tablesBytes
    drop
   end
   i32.const 7464
   global.set $assembly/one-shot/current
  end
  local.get $0
 )
 (func $assembly/msgpack/reader/readArrayHeader (param $0 i32) (result i64)
  (local $1 i64)
  (local $2 i32)
  (local $3 i32)
  block $assembly/msgpack/reader/readHeader|inlined.0 (result i64)
   i64.const -1
   local.get $0
   i32.load offset=4
   local.get $0
   i32.load
   i32.ne
   if (result i32)
    i32.const 1
   else
    local.get $0
    i32.load offset=8
    i32.eqz
    if
     local.get $0
     i32.const 10
     i32.store offset=8
    end
    i32.const 0
   end
   i32.eqz
   br_if $assembly/msgpack/reader/readHeader|inlined.0
   drop
   local.get $0
   i32.load
   local.tee $3
   i32.load8_u
   local.set $2
   local.get $0
   local.get $3
   i32.const 1
   i32.add
   i32.store
   i64.const -1
   local.get $2
   i32.const 240
   i32.and
   i32.const 144
   i32.eq
   if (result i64)
    local.get $2
    i32.const 15
    i32.and
    i64.extend_i32_u
   else
    local.get $2
    i32.const 220
    i32.eq
    if (result i64)
     local.get $0
     i32.load offset=4
     local.get $0
     i32.load
     i32.sub
     i32.const 2
     i32.ge_u
     if (result i32)
      i32.const 1
     else
      local.get $0
      i32.load offset=8
      i32.eqz
      if
       local.get $0
       i32.const 10
       i32.store offset=8
      end
      i32.const 0
     end
     if (result i64)
      local.get $0
      local.get $0
      i32.load
      local.tee $2
      i32.const 2
      i32.add
      i32.store
      local.get $2
      i32.load16_u
      local.tee $2
      i32.const 8
      i32.shl
      local.get $2
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
     local.get $2
     i32.const 221
     i32.eq
     if (result i64)
      local.get $0
      i32.load offset=4
      local.get $0
      i32.load
      i32.sub
      i32.const 4
      i32.ge_u
      if (result i32)
       i32.const 1
      else
       local.get $0
       i32.load offset=8
       i32.eqz
       if
        local.get $0
        i32.const 10
        i32.store offset=8
       end
       i32.const 0
      end
      if (result i64)
       local.get $0
       local.get $0
       i32.load
       local.tee $2
       i32.const 4
       i32.add
       i32.store
       local.get $2
       i32.load
       local.tee $2
       i32.const -16711936
       i32.and
       i32.const 8
       i32.rotl
       local.get $2
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
      local.get $0
      i32.load offset=8
      i32.eqz
      if
       local.get $0
       i32.const 11
       i32.store offset=8
      end
      i64.const -1
      br $assembly/msgpack/reader/readHeader|inlined.0
     end
    end
   end
   local.tee $1
   i64.const 0
   i64.lt_s
   br_if $assembly/msgpack/reader/readHeader|inlined.0
   drop
   local.get $1
   local.get $0
   i32.load offset=4
   local.get $0
   i32.load
   i32.sub
   i64.extend_i32_u
   i64.gt_u
   if
    local.get $0
    i32.load offset=8
    i32.eqz
    if
     local.get $0
     i32.const 10
     i32.store offset=8
    end
    i64.const -1
    br $assembly/msgpack/reader/readHeader|inlined.0
   end
   local.get $1
  end
 )
 (func $assembly/engine/keys/growKeys (param $0 i32) (param $1 i64) (result i32)
  (local $2 i32)
  (local $3 i32)
  (local $4 i32)
  (local $5 i32)
  (local $6 i32)
  (local $7 i32)
  (local $8 i32)
  (local $9 i64)
  local.get $1
  local.get $0
  i32.load offset=28
  local.tee $2
  local.get $2
  i32.const 2
  i32.shr_s
  i32.sub
  i64.extend_i32_s
  i64.le_s
  if
   i32.const 1
   return
  end
  local.get $1
  local.get $1
  i64.const 2
  i64.add
  i64.const 3
  i64.div_s
  i64.add
  local.set $9
  i64.const 16
  local.set $1
  loop $while-continue|0
   local.get $1
   local.get $9
   i64.lt_s
   if
    local.get $1
    i64.const 1
    i64.shl
    local.set $1
    br $while-continue|0
   end
  end
  local.get $1
  i32.wrap_i64
  i32.const 0
  local.get $1
  i64.const 134217727
  i64.le_s
  select
  local.tee $2
  if (result i32)
   local.get $0
   local.get $2
   call $assembly/engine/tables/regroupKeys
  else
   i32.const 0
  end
  i32.eqz
  if
   i32.const 0
   return
  end
  loop $for-loop|0
   local.get $3
   local.get $0
   i32.load offset=24
   i32.lt_s
   if
    local.get $0
    i64.load32_u offset=4
    local.get $3
    i32.const 2
    i32.shl
    local.tee $2
    local.get $0
    i32.load offset=252
    i32.add
    i32.load
    local.tee $4
    i64.extend_i32_u
    i64.const 32
    i64.shl
    i64.xor
    i64.const -7046029254386353131
    i64.mul
    local.set $1
    local.get $4
    local.get $0
    i32.load offset=248
    local.get $2
    i32.add
    i32.load
    local.get $0
    i32.load offset=288
    local.get $0
    i32.load offset=276
    local.get $0
    i32.load8_u offset=176
    select
    i32.add
    local.tee $2
    i32.add
    local.set $4
    loop $while-continue|1
     local.get $4
     local.get $2
     i32.sub
     i32.const 8
     i32.ge_u
     if
      local.get $1
      local.get $2
      i64.load
      i64.xor
      i64.const -4658895280553007687
      i64.mul
      local.tee $1
      local.get $1
      i64.const 31
      i64.shr_u
      i64.xor
      local.set $1
      local.get $2
      i32.const 8
      i32.add
      local.set $2
      br $while-continue|1
     end
    end
    local.get $2
    local.get $4
    i32.lt_u
    if
     block $assembly/engine/keys/tailWord|inlined.0 (result i64)
      local.get $4
      local.get $2
      i32.sub
      local.tee $4
      i32.const 4
      i32.ge_u
      if
       local.get $2
       i64.load32_u
       local.get $2
       local.get $4
       i32.add
       i32.const 4
       i32.sub
       i64.load32_u
       i64.const 32
       i64.shl
       i64.or
       br $assembly/engine/keys/tailWord|inlined.0
      end
      local.get $2
      i64.load8_u
      local.set $9
      local.get $4
      i32.const 2
      i32.ge_u
      if (result i64)
       local.get $9
       local.get $2
       local.get $4
       i32.add
       i32.const 2
       i32.sub
       i64.load16_u
       i64.const 8
       i64.shl
       i64.or
      else
       local.get $9
      end
     end
     local.get $1
     i64.xor
     i64.const -4658895280553007687
     i64.mul
     local.tee $1
     local.get $1
     i64.const 31
     i64.shr_u
     i64.xor
     local.set $1
    end
    local.get $1
    i64.const 30
    i64.shr_u
    local.get $1
    i64.xor
    i64.const -7046029254386353131
    i64.mul
    local.tee $1
    local.get $1
    i64.const 32
    i64.shr_u
    i64.xor
    i32.wrap_i64
    local.tee $5
    local.get $0
    i32.load offset=28
    i32.const 1
    i32.sub
    local.tee $7
    i32.and
    local.set $4
    loop $while-continue|2
     block $assembly/engine/keys/probe|inlined.0
      local.get $0
      i32.load offset=272
      local.get $4
      i32.const 3
      i32.shl
      i32.add
      local.tee $8
      i64.load
      local.tee $1
      i64.eqz
      br_if $assembly/engine/keys/probe|inlined.0
      local.get $1
      i32.wrap_i64
      i32.const 1
      i32.sub
      local.set $2
      local.get $1
      i64.const 32
      i64.shr_u
      i32.wrap_i64
      local.get $5
      i32.eq
      if (result i32)
       local.get $0
       i32.load offset=252
       local.get $2
       i32.const 2
       i32.shl
       i32.add
       i32.load
       i32.const -1
       i32.eq
      else
       i32.const 0
      end
      if (result i32)
       block $assembly/memory/compare/bytesEqual|inlined.0 (result i32)
        local.get $0
        i32.load offset=248
        local.get $2
        i32.const 2
        i32.shl
        i32.add
        i32.load
        local.get $0
        i32.load offset=288
        local.get $0
        i32.load offset=276
        local.get $0
        i32.load8_u offset=176
        select
        i32.add
        local.set $6
        i32.const 0
        local.set $2
        loop $for-loop|3
         local.get $2
         i32.const -9
         i32.lt_u
         if
          i32.const 0
          local.get $2
          local.get $6
          i32.add
          i64.load
          local.get $2
          i64.load
          i64.ne
          br_if $assembly/memory/compare/bytesEqual|inlined.0
          drop
          local.get $2
          i32.const 8
          i32.add
          local.set $2
          br $for-loop|3
         end
        end
        local.get $6
        i32.const 9
        i32.sub
        i64.load
        i32.const -9
        i64.load
        i64.eq
       end
      else
       i32.const 0
      end
      br_if $assembly/engine/keys/probe|inlined.0
      local.get $4
      i32.const 1
      i32.add
      local.get $7
      i32.and
      local.set $4
      br $while-continue|2
     end
    end
    local.get $8
    local.get $3
    i32.const 1
    i32.add
    local.tee $3
    i64.extend_i32_u
    local.get $5
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
 (func $assembly/msgpack/reader/readUint (param $0 i32) (result i64)
  (local $1 i64)
  (local $2 i32)
  (local $3 i32)
  local.get $0
  i32.load offset=4
  local.get $0
  i32.load
  i32.ne
  if (result i32)
   i32.const 1
  else
   local.get $0
   i32.load offset=8
   i32.eqz
   if
    local.get $0
    i32.const 10
    i32.store offset=8
   end
   i32.const 0
  end
  i32.eqz
  if
   i64.const -1
   return
  end
  local.get $0
  i32.load
  local.tee $3
  i32.load8_u
  local.set $2
  local.get $0
  local.get $3
  i32.const 1
  i32.add
  i32.store
  local.get $2
  i32.const 128
  i32.lt_u
  if
   local.get $2
   i64.extend_i32_u
   return
  end
  local.get $2
  i32.const 204
  i32.eq
  if
   local.get $0
   i32.load offset=4
   local.get $0
   i32.load
   i32.ne
   if (result i32)
    i32.const 1
   else
    local.get $0
    i32.load offset=8
    i32.eqz
    if
     local.get $0
     i32.const 10
     i32.store offset=8
    end
    i32.const 0
   end
   if (result i64)
    local.get $0
    local.get $0
    i32.load
    local.tee $0
    i32.const 1
    i32.add
    i32.store
    local.get $0
    i64.load8_u
   else
    i64.const -1
   end
   return
  end
  local.get $2
  i32.const 205
  i32.eq
  if
   local.get $0
   i32.load offset=4
   local.get $0
   i32.load
   i32.sub
   i32.const 2
   i32.ge_u
   if (result i32)
    i32.const 1
   else
    local.get $0
    i32.load offset=8
    i32.eqz
    if
     local.get $0
     i32.const 10
     i32.store offset=8
    end
    i32.const 0
   end
   if (result i64)
    local.get $0
    local.get $0
    i32.load
    local.tee $0
    i32.const 2
    i32.add
    i32.store
    local.get $0
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
  local.get $2
  i32.const 206
  i32.eq
  if
   local.get $0
   i32.load offset=4
   local.get $0
   i32.load
   i32.sub
   i32.const 4
   i32.ge_u
   if (result i32)
    i32.const 1
   else
    local.get $0
    i32.load offset=8
    i32.eqz
    if
     local.get $0
     i32.const 10
     i32.store offset=8
    end
    i32.const 0
   end
   if (result i64)
    local.get $0
    local.get $0
    i32.load
    local.tee $0
    i32.const 4
    i32.add
    i32.store
    local.get $0
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
  local.get $2
  i32.const 207
  i32.eq
  if
   local.get $0
   i32.load offset=4
   local.get $0
   i32.load
   i32.sub
   i32.const 8
   i32.ge_u
   if (result i32)
    i32.const 1
   else
    local.get $0
    i32.load offset=8
    i32.eqz
    if
     local.get $0
     i32.const 10
     i32.store offset=8
    end
    i32.const 0
   end
   i32.eqz
   if
    i64.const -1
    return
   end
   local.get $0
   i32.load
   local.tee $2
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
   local.get $0
   local.get $2
   i32.const 8
   i32.add
   i32.store
   local.get $1
   i64.const 2147483647
   i64.gt_u
   if (result i64)
    local.get $0
    i32.load offset=8
    i32.eqz
    if
     local.get $0
     i32.const 11
     i32.store offset=8
    end
    i64.const -1
   else
    local.get $1
   end
   return
  end
  local.get $0
  i32.load offset=8
  i32.eqz
  if
   local.get $0
   i32.const 11
   i32.store offset=8
  end
  i64.const -1
 )
 (func $assembly/describe/descriptors/readItemHead (param $0 i32) (result i64)
  (local $1 i64)
  (local $2 i64)
  (local $3 i64)
  (local $4 i64)
  local.get $0
  call $assembly/msgpack/reader/readArrayHeader
  local.tee $2
  i64.const 0
  i64.lt_s
  if
   i64.const -1
   return
  end
  block $folding-inner0
   local.get $2
   i64.const 2
   i64.lt_s
   br_if $folding-inner0
   local.get $0
   call $assembly/msgpack/reader/readUint
   local.tee $1
   i64.const 0
   i64.lt_s
   if
    i64.const -1
    return
   end
   local.get $0
   call $assembly/msgpack/reader/readUint
   local.tee $3
   i64.const 0
   i64.lt_s
   if
    i64.const -1
    return
   end
   local.get $3
   i64.const 3
   i64.gt_s
   local.get $1
   i64.const 6
   i64.gt_s
   i32.or
   if (result i32)
    i32.const 0
   else
    block $assembly/describe/descriptors/keysFit|inlined.1 (result i32)
     local.get $2
     i64.const 2
     i64.sub
     local.tee $4
     i64.const 1
     i64.eq
     local.get $1
     i64.const 2
     i64.eq
     local.get $1
     i64.const 1
     i64.eq
     i32.or
     br_if $assembly/describe/descriptors/keysFit|inlined.1
     drop
     local.get $4
     i64.const 0
     i64.gt_s
     local.get $1
     i64.const 3
     i64.eq
     br_if $assembly/describe/descriptors/keysFit|inlined.1
     drop
     local.get $4
     i64.eqz
    end
   end
   i32.eqz
   br_if $folding-inner0
   local.get $2
   i64.const 2
   i64.sub
   local.get $1
   i64.const 32
   i64.shl
   i64.or
   local.get $3
   i64.const 40
   i64.shl
   i64.or
   return
  end
  local.get $0
  i32.load offset=8
  i32.eqz
  if
   local.get $0
   i32.const 11
   i32.store offset=8
  end
  i64.const -1
 )
 (func $assembly/msgpack/reader/readStr (param $0 i32) (result i32)
  (local $1 i32)
  (local $2 i64)
  (local $3 i32)
  (local $4 i32)
  (local $5 i32)
  block $folding-inner2 (result i32)
   local.get $0
   i32.load
   local.tee $4
   local.get $0
   i32.load offset=4
   local.tee $3
   i32.lt_u
   if
    local.get $4
    i32.const 1
    i32.add
    local.set $1
    block $folding-inner0
     local.get $4
     i32.load8_u
     local.tee $4
     i32.const 224
     i32.and
     i32.const 160
     i32.eq
     if
      local.get $4
      i32.const 31
      i32.and
      i64.extend_i32_u
      local.set $2
     else
      local.get $4
      i32.const 219
      i32.le_u
      local.get $4
      i32.const 217
      i32.ge_u
      i32.and
      if (result i32)
       i32.const 1
       local.get $4
       i32.const 217
       i32.sub
       i32.shl
       local.tee $4
       local.get $3
       local.get $1
       i32.sub
       i32.gt_u
       br_if $folding-inner0
       block $assembly/msgpack/reader/lengthAt|inlined.5 (result i64)
        local.get $4
        i32.const 1
        i32.eq
        if
         local.get $1
         i64.load8_u
         br $assembly/msgpack/reader/lengthAt|inlined.5
        end
        local.get $4
        i32.const 2
        i32.eq
        if
         local.get $1
         i32.load16_u
         local.tee $5
         i32.const 8
         i32.shl
         local.get $5
         i32.const 8
         i32.shr_u
         i32.or
         i32.const 65535
         i32.and
         i64.extend_i32_u
         br $assembly/msgpack/reader/lengthAt|inlined.5
        end
        local.get $1
        i32.load
        local.tee $5
        i32.const -16711936
        i32.and
        i32.const 8
        i32.rotl
        local.get $5
        i32.const 16711935
        i32.and
        i32.const 8
        i32.rotr
        i32.or
        i64.extend_i32_u
       end
       local.set $2
       local.get $1
       local.get $4
       i32.add
      else
       local.get $0
       local.get $1
       i32.store
       i32.const 11
       br $folding-inner2
      end
      local.set $1
     end
     local.get $2
     local.get $3
     local.get $1
     i32.sub
     i64.extend_i32_u
     i64.gt_u
     br_if $folding-inner0
     local.get $0
     local.get $1
     i32.store offset=12
     local.get $0
     local.get $2
     i64.store32 offset=16
     local.get $0
     local.get $1
     local.get $2
     i32.wrap_i64
     i32.add
     i32.store
     i32.const 1
     return
    end
    local.get $0
    local.get $1
    i32.store
   end
   i32.const 10
  end
  local.set $1
  local.get $0
  i32.load offset=8
  i32.eqz
  if
   local.get $0
   local.get $1
   i32.store offset=8
  end
  i32.const 0
 )
 (func $assembly/engine/keys/addKey (param $0 i32) (param $1 i32) (param $2 i32) (result i32)
  (local $3 i32)
  (local $4 i32)
  (local $5 i64)
  (local $6 i32)
  (local $7 i32)
  (local $8 i32)
  (local $9 i32)
  (local $10 i32)
  (local $11 i32)
  local.get $0
  i32.load offset=16
  local.tee $3
  local.tee $8
  local.get $0
  i32.load offset=20
  i32.eq
  if (result i32)
   local.get $0
   i32.const 224
   i32.const 20
   i32.const 1159
   i32.const 6
   local.get $3
   local.get $8
   i64.extend_i32_s
   i64.const 1
   i64.add
   call $assembly/engine/tables/ensureGroup
  else
   i32.const 1
  end
  i32.eqz
  if
   i32.const 0
   return
  end
  local.get $0
  i64.load32_u offset=4
  local.get $2
  i64.extend_i32_u
  i64.const 32
  i64.shl
  i64.xor
  i64.const -7046029254386353131
  i64.mul
  local.set $5
  local.get $2
  local.tee $3
  local.get $1
  local.tee $2
  i32.add
  local.set $4
  loop $while-continue|0
   local.get $4
   local.get $2
   i32.sub
   i32.const 8
   i32.ge_u
   if
    local.get $5
    local.get $2
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
    local.get $2
    i32.const 8
    i32.add
    local.set $2
    br $while-continue|0
   end
  end
  local.get $3
  local.set $6
  local.get $2
  local.get $4
  i32.lt_u
  if
   local.get $5
   block $assembly/engine/keys/tailWord|inlined.1 (result i64)
    local.get $4
    local.get $2
    i32.sub
    local.tee $3
    i32.const 4
    i32.ge_u
    if
     local.get $2
     i64.load32_u
     local.get $2
     local.get $3
     i32.add
     i32.const 4
     i32.sub
     i64.load32_u
     i64.const 32
     i64.shl
     i64.or
     br $assembly/engine/keys/tailWord|inlined.1
    end
    local.get $2
    i64.load8_u
    local.set $5
    local.get $3
    i32.const 2
    i32.ge_u
    if (result i64)
     local.get $5
     local.get $2
     local.get $3
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
  local.tee $7
  local.get $0
  local.tee $4
  i32.load offset=28
  i32.const 1
  i32.sub
  local.tee $9
  i32.and
  local.set $3
  loop $while-continue|1
   block $assembly/engine/keys/probe|inlined.1
    local.get $4
    i32.load offset=272
    local.get $3
    i32.const 3
    i32.shl
    i32.add
    local.tee $0
    i64.load
    local.tee $5
    i64.eqz
    br_if $assembly/engine/keys/probe|inlined.1
    local.get $5
    i32.wrap_i64
    i32.const 1
    i32.sub
    local.set $2
    local.get $5
    i64.const 32
    i64.shr_u
    i32.wrap_i64
    local.get $7
    i32.eq
    if (result i32)
     local.get $6
     local.get $4
     i32.load offset=252
     local.get $2
     i32.const 2
     i32.shl
     i32.add
     i32.load
     i32.eq
    else
     i32.const 0
    end
    if (result i32)
     block $assembly/memory/compare/bytesEqual|inlined.1 (result i32)
      local.get $4
      i32.load offset=248
      local.get $2
      i32.const 2
      i32.shl
      i32.add
      i32.load
      local.get $4
      i32.load offset=288
      local.get $4
      i32.load offset=276
      local.get $4
      i32.load8_u offset=176
      select
      i32.add
      local.set $10
      local.get $6
      i32.const 8
      i32.ge_u
      if
       local.get $6
       i32.const 8
       i32.sub
       local.set $11
       i32.const 0
       local.set $2
       loop $for-loop|2
        local.get $2
        local.get $11
        i32.lt_u
        if
         i32.const 0
         local.get $2
         local.get $10
         i32.add
         i64.load
         local.get $1
         local.get $2
         i32.add
         i64.load
         i64.ne
         br_if $assembly/memory/compare/bytesEqual|inlined.1
         drop
         local.get $2
         i32.const 8
         i32.add
         local.set $2
         br $for-loop|2
        end
       end
       local.get $10
       local.get $11
       i32.add
       i64.load
       local.get $1
       local.get $11
       i32.add
       i64.load
       i64.eq
       br $assembly/memory/compare/bytesEqual|inlined.1
      end
      local.get $6
      i32.const 4
      i32.ge_u
      if
       local.get $10
       i32.load
       local.get $1
       i32.load
       i32.eq
       if (result i32)
        local.get $6
        local.get $10
        i32.add
        i32.const 4
        i32.sub
        i32.load
        local.get $1
        local.get $6
        i32.add
        i32.const 4
        i32.sub
        i32.load
        i32.eq
       else
        i32.const 0
       end
       br $assembly/memory/compare/bytesEqual|inlined.1
      end
      i32.const 0
      local.set $2
      loop $for-loop|3
       local.get $2
       local.get $6
       i32.lt_u
       if
        i32.const 0
        local.get $2
        local.get $10
        i32.add
        i32.load8_u
        local.get $1
        local.get $2
        i32.add
        i32.load8_u
        i32.ne
        br_if $assembly/memory/compare/bytesEqual|inlined.1
        drop
        local.get $2
        i32.const 1
        i32.add
        local.set $2
        br $for-loop|3
       end
      end
      i32.const 1
     end
    else
     i32.const 0
    end
    br_if $assembly/engine/keys/probe|inlined.1
    local.get $3
    i32.const 1
    i32.add
    local.get $9
    i32.and
    local.set $3
    br $while-continue|1
   end
  end
  local.get $0
  i64.load
  local.tee $5
  i32.wrap_i64
  i32.const 1
  i32.sub
  local.set $2
  block $assembly/engine/keys/internHashed|inlined.0
   local.get $5
   i64.const 0
   i64.ne
   br_if $assembly/engine/keys/internHashed|inlined.0
   local.get $4
   i32.load offset=24
   local.get $4
   i32.load offset=28
   local.tee $2
   local.get $2
   i32.const 2
   i32.shr_s
   i32.sub
   i32.ge_s
   if
    i32.const -1
    local.set $2
    local.get $4
    local.get $4
    i64.load32_s offset=24
    i64.const 1
    i64.add
    call $assembly/engine/keys/growKeys
    i32.eqz
    br_if $assembly/engine/keys/internHashed|inlined.0
    local.get $4
    i32.load offset=28
    i32.const 1
    i32.sub
    local.tee $9
    local.get $7
    i32.and
    local.set $3
    loop $while-continue|4
     block $assembly/engine/keys/probe|inlined.2
      local.get $4
      i32.load offset=272
      local.get $3
      i32.const 3
      i32.shl
      i32.add
      local.tee $0
      i64.load
      local.tee $5
      i64.eqz
      br_if $assembly/engine/keys/probe|inlined.2
      local.get $5
      i32.wrap_i64
      i32.const 1
      i32.sub
      local.set $2
      local.get $5
      i64.const 32
      i64.shr_u
      i32.wrap_i64
      local.get $7
      i32.eq
      if (result i32)
       local.get $6
       local.get $4
       i32.load offset=252
       local.get $2
       i32.const 2
       i32.shl
       i32.add
       i32.load
       i32.eq
      else
       i32.const 0
      end
      if (result i32)
       block $assembly/memory/compare/bytesEqual|inlined.2 (result i32)
        local.get $4
        i32.load offset=248
        local.get $2
        i32.const 2
        i32.shl
        i32.add
        i32.load
        local.get $4
        i32.load offset=288
        local.get $4
        i32.load offset=276
        local.get $4
        i32.load8_u offset=176
        select
        i32.add
        local.set $10
        local.get $6
        i32.const 8
        i32.ge_u
        if
         local.get $6
         i32.const 8
         i32.sub
         local.set $11
         i32.const 0
         local.set $2
         loop $for-loop|5
          local.get $2
          local.get $11
          i32.lt_u
          if
           i32.const 0
           local.get $2
           local.get $10
           i32.add
           i64.load
           local.get $1
           local.get $2
           i32.add
           i64.load
           i64.ne
           br_if $assembly/memory/compare/bytesEqual|inlined.2
           drop
           local.get $2
           i32.const 8
           i32.add
           local.set $2
           br $for-loop|5
          end
         end
         local.get $10
         local.get $11
         i32.add
         i64.load
         local.get $1
         local.get $11
         i32.add
         i64.load
         i64.eq
         br $assembly/memory/compare/bytesEqual|inlined.2
        end
        local.get $6
        i32.const 4
        i32.ge_u
        if
         local.get $10
         i32.load
         local.get $1
         i32.load
         i32.eq
         if (result i32)
          local.get $6
          local.get $10
          i32.add
          i32.const 4
          i32.sub
          i32.load
          local.get $1
          local.get $6
          i32.add
          i32.const 4
          i32.sub
          i32.load
          i32.eq
         else
          i32.const 0
         end
         br $assembly/memory/compare/bytesEqual|inlined.2
        end
        i32.const 0
        local.set $2
        loop $for-loop|6
         local.get $2
         local.get $6
         i32.lt_u
         if
          i32.const 0
          local.get $2
          local.get $10
          i32.add
          i32.load8_u
          local.get $1
          local.get $2
          i32.add
          i32.load8_u
          i32.ne
          br_if $assembly/memory/compare/bytesEqual|inlined.2
          drop
          local.get $2
          i32.const 1
          i32.add
          local.set $2
          br $for-loop|6
         end
        end
        i32.const 1
       end
      else
       i32.const 0
      end
      br_if $assembly/engine/keys/probe|inlined.2
      local.get $3
      i32.const 1
      i32.add
      local.get $9
      i32.and
      local.set $3
      br $while-continue|4
     end
    end
   end
   local.get $1
   local.get $4
   i32.load offset=288
   i32.sub
   local.set $2
   local.get $4
   i32.load8_u offset=176
   i32.eqz
   if
    i32.const -1
    local.set $2
    local.get $4
    i64.load32_s offset=32
    local.get $6
    i64.extend_i32_u
    i64.add
    local.tee $5
    local.get $4
    i64.load32_s offset=36
    i64.gt_s
    if (result i32)
     local.get $4
     i32.const 276
     i32.const 36
     i32.const 1171
     i32.const 1
     local.get $4
     i32.load offset=32
     local.get $5
     call $assembly/engine/tables/ensureGroup
    else
     i32.const 1
    end
    i32.eqz
    br_if $assembly/engine/keys/internHashed|inlined.0
    local.get $4
    i32.load offset=276
    local.get $4
    i32.load offset=32
    i32.add
    local.set $2
    local.get $1
    local.get $6
    i32.add
    local.set $9
    loop $while-continue|7
     local.get $1
     i32.const 8
     i32.add
     local.tee $3
     local.get $9
     i32.le_u
     if
      local.get $2
      local.get $1
      i64.load
      i64.store
      local.get $2
      i32.const 8
      i32.add
      local.set $2
      local.get $3
      local.set $1
      br $while-continue|7
     end
    end
    loop $while-continue|8
     local.get $1
     local.get $9
     i32.lt_u
     if
      local.get $2
      local.get $1
      i32.load8_u
      i32.store8
      local.get $2
      i32.const 1
      i32.add
      local.set $2
      local.get $1
      i32.const 1
      i32.add
      local.set $1
      br $while-continue|8
     end
    end
    local.get $4
    local.get $6
    local.get $4
    i32.load offset=32
    local.tee $2
    i32.add
    i32.store offset=32
   end
   local.get $4
   local.get $4
   i32.load offset=24
   local.tee $1
   i32.const 1
   i32.add
   local.tee $3
   i32.store offset=24
   local.get $0
   local.get $3
   i64.extend_i32_u
   local.get $7
   i64.extend_i32_u
   i64.const 32
   i64.shl
   i64.or
   i64.store
   local.get $1
   i32.const 2
   i32.shl
   local.tee $0
   local.get $4
   i32.load offset=248
   i32.add
   local.get $2
   i32.store
   local.get $0
   local.get $4
   i32.load offset=252
   i32.add
   local.get $6
   i32.store
   local.get $1
   local.set $2
  end
  local.get $2
  i32.const 0
  i32.lt_s
  if
   i32.const 0
   return
  end
  local.get $8
  i32.const 2
  i32.shl
  local.tee $0
  local.get $4
  i32.load offset=224
  i32.add
  local.get $2
  i32.store
  local.get $0
  local.get $4
  i32.load offset=228
  i32.add
  local.get $4
  i32.load offset=8
  i32.const 1
  i32.sub
  i32.store
  local.get $4
  local.get $8
  i32.const 1
  i32.add
  i32.store offset=16
  i32.const 1
 )
 (func $assembly/describe/descriptors/fillDescriptors (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (result i32)
  (local $6 i64)
  (local $7 i64)
  (local $8 i32)
  (local $9 i32)
  (local $10 i64)
  (local $11 i32)
  (local $12 i32)
  local.get $1
  local.get $2
  i32.store
  local.get $1
  local.get $2
  local.get $3
  i32.add
  i32.store offset=4
  local.get $1
  i32.const 0
  i32.store offset=8
  local.get $1
  call $assembly/msgpack/reader/readArrayHeader
  local.tee $6
  i64.const 0
  i64.lt_s
  if
   local.get $1
   i32.load offset=8
   return
  end
  local.get $6
  local.get $4
  i64.extend_i32_s
  i64.gt_s
  if
   i32.const 13
   return
  end
  local.get $0
  i32.const 180
  i32.const 12
  i32.const 1148
  i32.const 11
  local.get $0
  i32.load offset=8
  local.get $0
  i64.load32_s offset=8
  local.get $6
  i32.wrap_i64
  local.tee $9
  i64.extend_i32_s
  i64.add
  call $assembly/engine/tables/ensureGroup
  i32.eqz
  if
   i32.const 16
   return
  end
  local.get $5
  i32.eqz
  local.tee $2
  if (result i32)
   local.get $2
  else
   local.get $0
   i32.const 224
   i32.const 20
   i32.const 1159
   i32.const 6
   local.get $0
   i32.load offset=16
   local.get $9
   i64.extend_i32_s
   local.tee $6
   local.get $0
   i64.load32_s offset=16
   i64.add
   call $assembly/engine/tables/ensureGroup
   if (result i32)
    local.get $0
    local.get $0
    i64.load32_s offset=24
    local.get $6
    i64.const 3
    i64.mul
    i64.const 3
    i64.shr_s
    i64.add
    call $assembly/engine/keys/growKeys
   else
    i32.const 0
   end
  end
  i32.eqz
  if
   i32.const 16
   return
  end
  local.get $0
  local.get $5
  i32.store8 offset=176
  i32.const 0
  local.set $4
  loop $for-loop|0
   local.get $4
   local.get $9
   i32.lt_s
   if
    block $assembly/describe/descriptors/nextItemHead|inlined.0 (result i64)
     local.get $1
     i32.load offset=4
     local.get $1
     i32.load
     local.tee $2
     i32.sub
     i32.const 3
     i32.ge_u
     if
      local.get $2
      i32.load8_u
      local.tee $3
      i32.const 15
      i32.and
      i64.extend_i32_u
      i64.const 2
      i64.sub
      local.set $7
      local.get $3
      i32.const 240
      i32.and
      i32.const 144
      i32.eq
      local.get $7
      i64.const 0
      i64.ge_s
      i32.and
      local.get $2
      i64.load8_u offset=1
      local.tee $10
      i64.const 6
      i64.le_u
      i32.and
      local.get $2
      i64.load8_u offset=2
      local.tee $6
      i64.const 3
      i64.le_u
      i32.and
      if (result i32)
       block $assembly/describe/descriptors/keysFit|inlined.0 (result i32)
        local.get $7
        i64.const 1
        i64.eq
        local.get $10
        i64.const 2
        i64.eq
        local.get $10
        i64.const 1
        i64.eq
        i32.or
        br_if $assembly/describe/descriptors/keysFit|inlined.0
        drop
        local.get $7
        i64.const 0
        i64.gt_s
        local.get $10
        i64.const 3
        i64.eq
        br_if $assembly/describe/descriptors/keysFit|inlined.0
        drop
        local.get $7
        i64.eqz
       end
      else
       i32.const 0
      end
      if
       local.get $1
       local.get $2
       i32.const 3
       i32.add
       i32.store
       local.get $7
       local.get $10
       i64.const 32
       i64.shl
       i64.or
       local.get $6
       i64.const 40
       i64.shl
       i64.or
       br $assembly/describe/descriptors/nextItemHead|inlined.0
      end
     end
     local.get $1
     call $assembly/describe/descriptors/readItemHead
    end
    local.tee $6
    i64.const 0
    i64.lt_s
    if
     local.get $1
     i32.load offset=8
     return
    end
    local.get $0
    i32.load offset=8
    local.tee $2
    local.get $0
    i32.load offset=180
    i32.add
    local.get $6
    i64.const 32
    i64.shr_s
    i64.store8
    local.get $2
    local.get $0
    i32.load offset=184
    i32.add
    local.get $6
    i64.const 40
    i64.shr_s
    i64.store8
    local.get $0
    i32.load offset=196
    local.get $2
    i32.const 2
    i32.shl
    i32.add
    local.get $0
    i32.load offset=16
    i32.store
    local.get $0
    local.get $2
    i32.const 1
    i32.add
    i32.store offset=8
    local.get $6
    i64.const 4294967295
    i64.and
    i32.wrap_i64
    local.set $11
    i32.const 0
    local.set $5
    loop $for-loop|1
     local.get $5
     local.get $11
     i32.lt_s
     if
      block $assembly/describe/descriptors/nextKey|inlined.0 (result i32)
       local.get $1
       i32.load
       local.tee $3
       local.get $1
       i32.load offset=4
       local.tee $12
       i32.lt_u
       if
        local.get $3
        i32.load8_u
        local.tee $2
        i32.const 31
        i32.and
        local.set $8
        local.get $2
        i32.const 224
        i32.and
        i32.const 160
        i32.eq
        local.get $8
        local.get $12
        local.get $3
        i32.sub
        i32.lt_u
        i32.and
        if
         local.get $1
         local.get $3
         i32.const 1
         i32.add
         local.tee $2
         i32.store offset=12
         local.get $1
         local.get $8
         i32.store offset=16
         local.get $1
         local.get $2
         local.get $8
         i32.add
         i32.store
         i32.const 1
         br $assembly/describe/descriptors/nextKey|inlined.0
        end
       end
       local.get $1
       call $assembly/msgpack/reader/readStr
      end
      i32.eqz
      if
       local.get $1
       i32.load offset=8
       return
      end
      local.get $0
      local.get $1
      i32.load offset=12
      local.get $1
      i32.load offset=16
      call $assembly/engine/keys/addKey
      i32.eqz
      if
       i32.const 16
       return
      end
      local.get $5
      i32.const 1
      i32.add
      local.set $5
      br $for-loop|1
     end
    end
    local.get $4
    i32.const 1
    i32.add
    local.set $4
    br $for-loop|0
   end
  end
  i32.const 14
  i32.const 0
  local.get $1
  i32.load
  local.get $1
  i32.load offset=4
  i32.ne
  select
 )
 (func $assembly/engine/pairing/pairAdded (param $0 i32) (result i32)
  (local $1 i32)
  (local $2 i32)
  (local $3 i32)
  (local $4 i32)
  (local $5 i32)
  (local $6 i32)
  (local $7 i32)
  (local $8 i32)
  (local $9 i32)
  (local $10 i32)
  (local $11 i32)
  (local $12 i32)
  local.get $0
  i32.load offset=112
  local.set $2
  local.get $0
  i32.load offset=196
  local.tee $11
  local.get $0
  i32.load offset=8
  local.tee $12
  i32.const 2
  i32.shl
  i32.add
  local.get $0
  i32.load offset=16
  i32.store
  local.get $2
  local.get $12
  i32.eq
  if
   i32.const 1
   return
  end
  local.get $0
  local.get $0
  i32.load offset=120
  local.tee $3
  local.get $2
  i32.const 0
  i32.gt_s
  if (result i32)
   local.get $0
   i32.load offset=204
   local.get $2
   i32.const 1
   i32.sub
   i32.const 2
   i32.shl
   i32.add
   i32.load
  else
   i32.const -1
  end
  local.tee $1
  local.get $2
  local.get $1
  i32.const 0
  i32.ge_s
  select
  local.tee $1
  local.get $1
  local.get $3
  i32.gt_s
  select
  i32.store offset=120
  local.get $2
  local.get $0
  i32.load offset=188
  i32.add
  i32.const 0
  local.get $12
  local.get $2
  i32.sub
  local.tee $1
  memory.fill
  local.get $2
  local.get $0
  i32.load offset=192
  i32.add
  i32.const 0
  local.get $1
  memory.fill
  local.get $0
  i32.load offset=232
  local.get $11
  local.get $2
  i32.const 2
  i32.shl
  i32.add
  i32.load
  local.tee $1
  i32.const 2
  i32.shl
  i32.add
  i32.const 255
  local.get $0
  i32.load offset=16
  local.get $1
  i32.sub
  i32.const 2
  i32.shl
  memory.fill
  local.get $0
  i32.load offset=116
  local.tee $1
  i32.const 2
  i32.shl
  local.tee $3
  local.get $0
  i32.load offset=256
  i32.add
  i32.const 255
  local.get $0
  i32.load offset=24
  local.get $1
  i32.sub
  i32.const 2
  i32.shl
  local.tee $1
  memory.fill
  local.get $3
  local.get $0
  i32.load offset=260
  i32.add
  i32.const 255
  local.get $1
  memory.fill
  local.get $3
  local.get $0
  i32.load offset=264
  i32.add
  i32.const 0
  local.get $1
  memory.fill
  local.get $0
  i32.load offset=268
  local.get $0
  i32.load offset=116
  i32.add
  i32.const 0
  local.get $1
  i32.const 2
  i32.shr_u
  memory.fill
  local.get $0
  local.get $0
  i32.load offset=24
  i32.store offset=116
  local.get $0
  i32.load offset=180
  local.set $9
  local.get $0
  i32.load offset=224
  local.set $10
  loop $for-loop|0
   local.get $2
   local.get $12
   i32.lt_s
   if
    local.get $0
    i32.load offset=204
    local.get $2
    i32.const 2
    i32.shl
    i32.add
    local.get $2
    local.get $9
    i32.add
    i32.load8_u
    local.tee $3
    i32.const 3
    i32.eq
    if (result i32)
     local.get $2
    else
     local.get $3
     i32.const 1
     i32.eq
     if (result i32)
      local.get $2
      i32.const 0
      i32.gt_s
      if (result i32)
       local.get $0
       i32.load offset=180
       local.get $2
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
       i32.load offset=204
       local.get $2
       i32.const 1
       i32.sub
       i32.const 2
       i32.shl
       i32.add
       i32.load
      else
       local.get $2
      end
     else
      i32.const -1
     end
    end
    local.tee $1
    i32.store
    local.get $1
    local.get $2
    i32.eq
    if
     local.get $0
     i32.load offset=216
     local.get $2
     i32.const 2
     i32.shl
     i32.add
     i32.const -1
     i32.store
    end
    local.get $11
    local.get $2
    i32.const 2
    i32.shl
    i32.add
    i32.load
    local.set $1
    local.get $3
    i32.const 2
    i32.eq
    if
     local.get $0
     i32.load offset=264
     local.get $10
     local.get $1
     i32.const 2
     i32.shl
     i32.add
     i32.load
     local.tee $4
     i32.const 2
     i32.shl
     i32.add
     local.tee $3
     i32.load
     i32.const 1
     i32.add
     local.set $1
     local.get $3
     local.get $1
     i32.store
     local.get $1
     i32.const 2
     i32.eq
     if
      local.get $0
      i32.const 1
      i32.store offset=52
     end
     local.get $0
     i32.load offset=256
     local.get $4
     i32.const 2
     i32.shl
     i32.add
     i32.load
     local.tee $1
     i32.const 0
     i32.ge_s
     if (result i32)
      local.get $0
      i32.load offset=228
      local.get $1
      i32.const 2
      i32.shl
      i32.add
      i32.load
      local.get $0
      i32.load offset=128
      i32.lt_s
     else
      i32.const 0
     end
     if
      local.get $0
      i32.load offset=256
      local.get $4
      i32.const 2
      i32.shl
      i32.add
      i32.const -1
      i32.store
     end
     local.get $0
     i32.load offset=260
     local.get $4
     i32.const 2
     i32.shl
     i32.add
     i32.load
     local.tee $1
     i32.const 0
     i32.ge_s
     if (result i32)
      local.get $1
      local.get $0
      i32.load offset=128
      i32.lt_s
     else
      i32.const 0
     end
     if
      local.get $0
      i32.load offset=260
      local.get $4
      i32.const 2
      i32.shl
      i32.add
      i32.const -1
      i32.store
     end
     block $assembly/engine/pairing/pairOutput|inlined.0
      local.get $4
      i32.const 2
      i32.shl
      local.tee $1
      local.get $0
      i32.load offset=256
      i32.add
      i32.load
      local.tee $5
      i32.const 0
      i32.lt_s
      if
       local.get $0
       i32.load offset=260
       local.get $1
       i32.add
       local.tee $1
       i32.load
       local.tee $3
       i32.const 0
       i32.lt_s
       if
        local.get $1
        local.get $2
        i32.store
        local.get $0
        i32.load offset=208
        local.get $2
        i32.const 2
        i32.shl
        i32.add
        i32.const -1
        i32.store
       else
        local.get $0
        i32.load offset=208
        local.tee $1
        local.get $2
        i32.const 2
        i32.shl
        i32.add
        local.get $1
        local.get $3
        i32.const 2
        i32.shl
        local.tee $1
        i32.add
        i32.load
        i32.store
        local.get $1
        local.get $0
        i32.load offset=208
        i32.add
        local.get $2
        i32.store
       end
      else
       local.get $5
       i32.const 2
       i32.shl
       local.tee $4
       local.get $0
       i32.load offset=232
       i32.add
       local.tee $3
       i32.load
       i32.const 0
       i32.lt_s
       if
        local.get $0
        i32.load offset=228
        local.get $4
        i32.add
        i32.load
        local.set $1
        local.get $3
        local.get $2
        i32.store
        local.get $0
        i32.load offset=236
        local.get $4
        i32.add
        i32.const -1
        i32.store
        local.get $0
        i32.load offset=240
        local.get $4
        i32.add
        i32.const -1
        i32.store
        local.get $5
        local.get $0
        i32.load offset=244
        i32.add
        i32.const 1
        i32.store8
        local.get $2
        local.get $0
        i32.load offset=188
        i32.add
        i32.const 1
        i32.store8
        local.get $0
        i32.load offset=212
        local.get $2
        i32.const 2
        i32.shl
        i32.add
        local.get $1
        i32.store
        local.get $0
        local.get $0
        i32.load offset=120
        local.tee $4
        local.get $2
        local.get $1
        i32.const 2
        i32.shl
        local.tee $3
        local.get $0
        i32.load offset=204
        i32.add
        i32.load
        local.tee $1
        local.get $1
        local.get $2
        i32.gt_s
        select
        local.tee $1
        local.get $1
        local.get $4
        i32.gt_s
        select
        i32.store offset=120
        local.get $2
        local.get $0
        i32.load offset=216
        local.get $3
        local.get $0
        i32.load offset=204
        i32.add
        i32.load
        local.tee $3
        i32.const 2
        i32.shl
        i32.add
        local.tee $1
        i32.load
        i32.gt_s
        if
         local.get $1
         local.get $2
         i32.store
        end
        local.get $0
        i32.load offset=124
        local.get $3
        local.get $2
        local.get $2
        local.get $3
        i32.gt_s
        select
        i32.gt_s
        if
         local.get $0
         i32.const 0
         i32.store offset=124
        end
       else
        local.get $0
        i32.load offset=236
        local.get $5
        i32.const 2
        i32.shl
        i32.add
        i32.load
        i32.const 0
        i32.lt_s
        if
         i32.const 0
         local.set $3
         local.get $0
         i32.load offset=40
         local.tee $1
         local.get $0
         i32.load offset=44
         i32.eq
         if (result i32)
          local.get $0
          i32.const 280
          i32.const 44
          i32.const 1172
          i32.const 1
          local.get $1
          local.get $0
          i64.load32_s offset=40
          i64.const 1
          i64.add
          call $assembly/engine/tables/ensureGroup
         else
          i32.const 1
         end
         i32.eqz
         br_if $assembly/engine/pairing/pairOutput|inlined.0
         local.get $5
         i32.const 2
         i32.shl
         local.tee $4
         local.get $0
         i32.load offset=236
         i32.add
         local.get $2
         i32.store
         local.get $2
         local.get $0
         i32.load offset=188
         i32.add
         i32.const 2
         i32.store8
         local.get $0
         i32.load offset=280
         local.get $0
         local.get $0
         i32.load offset=40
         local.tee $1
         i32.const 1
         i32.add
         i32.store offset=40
         local.get $1
         i32.const 2
         i32.shl
         i32.add
         local.get $5
         i32.store
         local.get $0
         i32.load offset=216
         local.get $0
         i32.load offset=204
         local.get $0
         i32.load offset=228
         local.get $4
         i32.add
         i32.load
         i32.const 2
         i32.shl
         i32.add
         i32.load
         local.tee $3
         i32.const 2
         i32.shl
         i32.add
         local.tee $1
         i32.load
         local.get $2
         i32.lt_s
         if
          local.get $1
          local.get $2
          i32.store
         end
         local.get $0
         i32.load offset=124
         local.get $3
         local.get $2
         local.get $2
         local.get $3
         i32.gt_s
         select
         i32.gt_s
         if
          local.get $0
          i32.const 0
          i32.store offset=124
         end
        else
         local.get $0
         i32.load offset=240
         local.get $5
         i32.const 2
         i32.shl
         i32.add
         local.tee $1
         i32.load
         i32.const 0
         i32.lt_s
         if
          local.get $1
          local.get $2
          i32.store
         end
        end
       end
      end
      i32.const 1
      local.set $3
     end
     local.get $3
     i32.eqz
     if
      i32.const 0
      return
     end
    else
     local.get $3
     i32.const 3
     i32.eq
     local.get $3
     i32.const 1
     i32.eq
     i32.or
     if
      local.get $1
      local.set $3
      local.get $11
      local.get $2
      i32.const 1
      i32.add
      i32.const 2
      i32.shl
      i32.add
      i32.load
      local.set $8
      loop $for-loop|1
       local.get $3
       local.get $8
       i32.lt_s
       if
        local.get $10
        local.get $3
        i32.const 2
        i32.shl
        i32.add
        i32.load
        local.tee $7
        local.get $0
        i32.load offset=268
        i32.add
        i32.const 1
        i32.store8
        local.get $0
        i32.load offset=256
        local.get $7
        i32.const 2
        i32.shl
        i32.add
        i32.load
        local.tee $4
        i32.const 0
        i32.ge_s
        if (result i32)
         local.get $0
         i32.load offset=228
         local.get $4
         i32.const 2
         i32.shl
         i32.add
         i32.load
         local.get $0
         i32.load offset=128
         i32.lt_s
        else
         i32.const 0
        end
        if
         local.get $0
         i32.load offset=256
         local.get $7
         i32.const 2
         i32.shl
         i32.add
         i32.const -1
         i32.store
        end
        local.get $0
        i32.load offset=260
        local.get $7
        i32.const 2
        i32.shl
        i32.add
        i32.load
        local.tee $4
        i32.const 0
        i32.ge_s
        if (result i32)
         local.get $4
         local.get $0
         i32.load offset=128
         i32.lt_s
        else
         i32.const 0
        end
        if
         local.get $0
         i32.load offset=260
         local.get $7
         i32.const 2
         i32.shl
         i32.add
         i32.const -1
         i32.store
        end
        local.get $3
        local.get $1
        i32.sub
        local.set $6
        block $assembly/engine/pairing/pairCall|inlined.0
         local.get $0
         i32.load offset=256
         local.get $7
         i32.const 2
         i32.shl
         i32.add
         i32.load
         local.tee $5
         i32.const 0
         i32.ge_s
         if (result i32)
          local.get $0
          i32.load offset=204
          local.tee $4
          local.get $0
          i32.load offset=228
          local.get $5
          i32.const 2
          i32.shl
          i32.add
          i32.load
          i32.const 2
          i32.shl
          i32.add
          i32.load
          local.get $4
          local.get $2
          i32.const 2
          i32.shl
          i32.add
          i32.load
          i32.eq
          if (result i32)
           i32.const 1
          else
           local.get $0
           i32.load offset=232
           local.get $5
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
          local.get $0
          i32.load offset=56
          if (result i32)
           local.get $2
           local.get $0
           i32.load offset=60
           i32.ge_s
          else
           i32.const 0
          end
          br_if $assembly/engine/pairing/pairCall|inlined.0
          local.get $0
          i32.const 2
          i32.store offset=56
          local.get $0
          local.get $2
          i32.store offset=60
          local.get $0
          local.get $6
          i32.store offset=64
          br $assembly/engine/pairing/pairCall|inlined.0
         end
         local.get $7
         i32.const 2
         i32.shl
         local.tee $4
         local.get $0
         i32.load offset=256
         i32.add
         local.get $3
         i32.store
         local.get $5
         i32.const 0
         i32.ge_s
         br_if $assembly/engine/pairing/pairCall|inlined.0
         local.get $0
         i32.load offset=260
         local.get $4
         i32.add
         local.tee $4
         i32.load
         local.tee $7
         i32.const 0
         i32.lt_s
         br_if $assembly/engine/pairing/pairCall|inlined.0
         local.get $4
         i32.const -1
         i32.store
         local.get $3
         i32.const 2
         i32.shl
         local.tee $5
         local.get $0
         i32.load offset=228
         i32.add
         i32.load
         local.set $4
         local.get $0
         i32.load offset=232
         local.get $5
         i32.add
         local.get $7
         i32.store
         local.get $0
         i32.load offset=236
         local.get $5
         i32.add
         i32.const -1
         i32.store
         local.get $0
         i32.load offset=240
         local.get $5
         i32.add
         i32.const -1
         i32.store
         local.get $3
         local.get $0
         i32.load offset=244
         i32.add
         i32.const 0
         i32.store8
         local.get $7
         local.get $0
         i32.load offset=188
         i32.add
         i32.const 1
         i32.store8
         local.get $0
         i32.load offset=212
         local.get $7
         i32.const 2
         i32.shl
         i32.add
         local.get $4
         i32.store
         local.get $0
         local.get $0
         i32.load offset=120
         local.tee $6
         local.get $7
         local.get $4
         i32.const 2
         i32.shl
         local.tee $5
         local.get $0
         i32.load offset=204
         i32.add
         i32.load
         local.tee $4
         local.get $4
         local.get $7
         i32.gt_s
         select
         local.tee $4
         local.get $4
         local.get $6
         i32.gt_s
         select
         i32.store offset=120
         local.get $7
         local.get $0
         i32.load offset=216
         local.get $0
         i32.load offset=204
         local.get $5
         i32.add
         i32.load
         local.tee $5
         i32.const 2
         i32.shl
         i32.add
         local.tee $4
         i32.load
         i32.gt_s
         if
          local.get $4
          local.get $7
          i32.store
         end
         local.get $0
         i32.load offset=124
         local.get $5
         local.get $7
         local.get $5
         local.get $7
         i32.lt_s
         select
         i32.gt_s
         if
          local.get $0
          i32.const 0
          i32.store offset=124
         end
         local.get $0
         i32.load offset=208
         local.get $7
         i32.const 2
         i32.shl
         i32.add
         i32.load
         local.set $4
         loop $for-loop|2
          local.get $4
          i32.const 0
          i32.ge_s
          if
           local.get $0
           i32.load offset=56
           if (result i32)
            local.get $4
            local.get $0
            i32.load offset=60
            i32.ge_s
           else
            i32.const 0
           end
           i32.eqz
           if
            local.get $0
            i32.const 3
            i32.store offset=56
            local.get $0
            local.get $4
            i32.store offset=60
            local.get $0
            i32.const 0
            i32.store offset=64
           end
           local.get $0
           i32.load offset=208
           local.get $4
           i32.const 2
           i32.shl
           i32.add
           i32.load
           local.set $4
           br $for-loop|2
          end
         end
        end
        local.get $3
        i32.const 1
        i32.add
        local.set $3
        br $for-loop|1
       end
      end
     else
      local.get $3
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
       i32.load offset=56
       if (result i32)
        local.get $2
        local.get $0
        i32.load offset=60
        i32.ge_s
       else
        i32.const 0
       end
       i32.eqz
       if
        local.get $0
        i32.const 1
        i32.store offset=56
        local.get $0
        local.get $2
        i32.store offset=60
        local.get $0
        i32.const -1
        i32.store offset=64
       end
      else
       local.get $3
       i32.const 4
       i32.eq
       if
        local.get $0
        i32.load offset=56
        if (result i32)
         local.get $2
         local.get $0
         i32.load offset=60
         i32.ge_s
        else
         i32.const 0
        end
        i32.eqz
        if
         local.get $0
         i32.const 4
         i32.store offset=56
         local.get $0
         local.get $2
         i32.store offset=60
         local.get $0
         i32.const -1
         i32.store offset=64
        end
       else
        local.get $3
        i32.const 6
        i32.eq
        if
         local.get $0
         local.get $2
         i32.const 1
         i32.add
         i32.store offset=128
        end
       end
      end
     end
    end
    local.get $2
    i32.const 1
    i32.add
    local.set $2
    br $for-loop|0
   end
  end
  local.get $0
  local.get $12
  i32.store offset=112
  i32.const 1
 )
 (func $assembly/engine/tables/reserveOut (param $0 i32) (param $1 i64) (result i32)
  local.get $1
  local.get $0
  i64.load32_s offset=96
  i64.le_u
  if
   i32.const 1
   return
  end
  local.get $1
  i64.const 536870908
  i64.le_u
  if (result i32)
   local.get $0
   i32.const 284
   i32.const 96
   local.get $1
   i32.wrap_i64
   i32.const 2
   call $assembly/engine/tables/swapBlock
   i32.const 0
   i32.ne
  else
   i32.const 0
  end
 )
 (func $assembly/engine/order/reservePlan (param $0 i32) (result i32)
  local.get $0
  i32.const 0
  i32.store offset=80
  local.get $0
  i32.const 0
  i32.store offset=84
  local.get $0
  i32.const 0
  i32.store offset=88
  local.get $0
  local.get $0
  i64.load32_s offset=40
  local.get $0
  i64.load32_s offset=8
  local.get $0
  i64.load32_s offset=16
  i64.const 3
  i64.mul
  i64.add
  i64.add
  call $assembly/engine/tables/reserveOut
 )
 (func $assembly/one-shot/filled (param $0 i32) (result i32)
  (local $1 i32)
  (local $2 i32)
  (local $3 i32)
  (local $4 i32)
  local.get $0
  if
   local.get $0
   return
  end
  global.get $assembly/one-shot/current
  call $assembly/engine/pairing/pairAdded
  if (result i32)
   global.get $assembly/one-shot/current
   call $assembly/engine/order/reservePlan
  else
   i32.const 0
  end
  i32.eqz
  if
   i32.const 16
   return
  end
  global.get $assembly/one-shot/current
  i32.const 0
  local.set $0
  block $__inlined_func$assembly/engine/pairing/listAsked$885
   global.get $assembly/one-shot/current
   local.tee $1
   i32.load offset=52
   i32.eqz
   br_if $__inlined_func$assembly/engine/pairing/listAsked$885
   i32.const -1
   local.set $0
   local.get $1
   local.get $1
   i64.load32_s offset=8
   call $assembly/engine/tables/reserveOut
   i32.eqz
   br_if $__inlined_func$assembly/engine/pairing/listAsked$885
   i32.const 0
   local.set $0
   local.get $1
   i32.load offset=8
   local.set $4
   loop $for-loop|0
    local.get $2
    local.get $4
    i32.lt_s
    if
     local.get $2
     local.get $1
     i32.load offset=180
     i32.add
     i32.load8_u
     i32.const 2
     i32.eq
     if
      local.get $1
      i32.load offset=264
      local.get $1
      i32.load offset=224
      local.get $1
      i32.load offset=196
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
      i32.const 1
      i32.gt_s
      if
       local.get $1
       i32.load offset=284
       local.get $0
       i32.const 2
       i32.shl
       i32.add
       local.get $2
       i32.store
       local.get $0
       i32.const 1
       i32.add
       local.set $0
      end
     end
     local.get $2
     i32.const 1
     i32.add
     local.set $2
     br $for-loop|0
    end
   end
  end
  local.get $0
  i32.store offset=104
  i32.const 16
  i32.const 0
  global.get $assembly/one-shot/current
  i32.load offset=104
  i32.const 0
  i32.lt_s
  select
 )
 (func $assembly/one-shot/prepare (param $0 i32) (param $1 i32) (param $2 i32) (result i32)
  global.get $assembly/one-shot/current
  i32.const 7464
  i32.eq
  if
   i32.const -1
   return
  end
  global.get $assembly/one-shot/current
  local.get $2
  i32.store offset=4
  global.get $assembly/one-shot/current
  i32.const 7432
  global.get $assembly/one-shot/current
  i32.load offset=288
  local.get $0
  local.get $1
  i32.const 1
  call $assembly/describe/descriptors/fillDescriptors
  call $assembly/one-shot/filled
 )
 (func $assembly/one-shot/beginItems (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (result i32)
  (local $5 i32)
  global.get $assembly/one-shot/current
  i32.const 7464
  i32.eq
  if
   i32.const -1
   return
  end
  global.get $assembly/one-shot/current
  local.get $3
  i32.store offset=4
  global.get $assembly/one-shot/current
  local.tee $3
  global.get $assembly/one-shot/current
  i32.load offset=288
  local.tee $5
  i32.store offset=132
  local.get $3
  local.get $0
  i32.store offset=140
  local.get $3
  local.get $5
  i32.store offset=136
  local.get $3
  local.get $1
  i32.store offset=156
  local.get $3
  local.get $2
  i32.store offset=160
  local.get $3
  local.get $4
  i32.store8 offset=164
  local.get $3
  i32.const -1
  i32.store offset=148
  local.get $3
  i32.const 0
  i32.store offset=144
  i32.const 0
 )
 (func $assembly/msgpack/reader/skipValues (param $0 i32) (param $1 i32) (param $2 i32) (result i32)
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
  i32.const 7432
  i32.load
  local.set $2
  i32.const 7436
  i32.load
  local.set $6
  local.get $0
  local.set $4
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
         i32.const 1688
         i32.add
         i32.load
         local.set $4
         local.get $7
         i32.const 5792
         i32.add
         i32.load8_u
         i32.const 0
         i32.ne
         local.set $3
         br $while-continue|1
        end
        local.get $4
        i32.const 1
        i32.and
        i32.eqz
        local.get $3
        local.get $3
        select
        local.set $0
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
         local.get $0
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
        local.get $0
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
         block $assembly/msgpack/reader/lengthAt|inlined.9 (result i64)
          local.get $9
          i32.const 1
          i32.eq
          if
           local.get $2
           i64.load8_u
           br $assembly/msgpack/reader/lengthAt|inlined.9
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
           br $assembly/msgpack/reader/lengthAt|inlined.9
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
         local.get $0
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
         block $__inlined_func$assembly/msgpack/reader/scalarBytes$396 (result i32)
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
          br_if $__inlined_func$assembly/msgpack/reader/scalarBytes$396
          drop
          i32.const 1
          local.get $9
          i32.const 208
          i32.eq
          local.get $9
          i32.const 204
          i32.eq
          i32.or
          br_if $__inlined_func$assembly/msgpack/reader/scalarBytes$396
          drop
          i32.const 2
          local.get $9
          i32.const 209
          i32.eq
          local.get $9
          i32.const 205
          i32.eq
          i32.or
          br_if $__inlined_func$assembly/msgpack/reader/scalarBytes$396
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
          br_if $__inlined_func$assembly/msgpack/reader/scalarBytes$396
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
          br_if $__inlined_func$assembly/msgpack/reader/scalarBytes$396
          drop
          i32.const -1
         end
         local.tee $0
         i32.const 0
         i32.ge_s
         if
          local.get $0
          local.get $6
          local.get $2
          i32.sub
          i32.gt_u
          br_if $folding-inner0
          local.get $0
          local.get $2
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
         local.tee $0
         i32.const 0
         i32.lt_s
         br_if $folding-inner2
         local.get $0
         local.get $6
         local.get $2
         i32.sub
         i32.gt_u
         br_if $folding-inner0
         block $assembly/msgpack/reader/lengthAt|inlined.10 (result i64)
          local.get $0
          i32.const 1
          i32.eq
          if
           local.get $2
           i64.load8_u
           br $assembly/msgpack/reader/lengthAt|inlined.10
          end
          local.get $0
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
           br $assembly/msgpack/reader/lengthAt|inlined.10
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
         local.get $0
         local.get $2
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
         local.tee $0
         local.get $6
         local.get $2
         i32.sub
         i32.gt_u
         br_if $folding-inner0
         block $assembly/msgpack/reader/lengthAt|inlined.11 (result i64)
          local.get $0
          i32.const 1
          i32.eq
          if
           local.get $2
           i64.load8_u
           br $assembly/msgpack/reader/lengthAt|inlined.11
          end
          local.get $0
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
           br $assembly/msgpack/reader/lengthAt|inlined.11
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
         local.get $0
         local.get $2
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
        local.tee $0
        local.get $9
        i32.const 222
        i32.ge_u
        local.get $0
        select
        local.tee $0
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
         i32.const 7432
         local.get $2
         i32.store
         i32.const 12
         br $folding-inner3
        else
         local.get $7
         i32.const 2
         i32.shl
         i32.const 1688
         i32.add
         local.get $4
         i32.store
         local.get $7
         i32.const 5792
         i32.add
         local.get $3
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
         local.get $0
         local.set $3
         br $while-continue|1
        end
        unreachable
       end
      end
      i32.const 7432
      local.get $2
      i32.store
      i32.const 1
      return
     end
     i32.const 7432
     local.get $2
     i32.store
     i32.const 10
     br $folding-inner3
    end
    i32.const 7432
    local.get $2
    i32.store
    i32.const 15
    br $folding-inner3
   end
   i32.const 7432
   local.get $2
   i32.store
   i32.const 11
  end
  local.set $0
  i32.const 7440
  i32.load
  i32.eqz
  if
   i32.const 7440
   local.get $0
   i32.store
  end
  i32.const 0
 )
 (func $assembly/engine/keys/flushKeys (param $0 i32) (result i32)
  (local $1 i32)
  (local $2 i32)
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
  (local $13 i32)
  local.get $0
  i32.load offset=172
  local.set $6
  local.get $0
  i32.const 0
  i32.store offset=172
  local.get $0
  i32.load offset=28
  i32.const 1
  i32.sub
  local.set $1
  loop $for-loop|0
   local.get $2
   local.get $6
   i32.lt_u
   if
    local.get $4
    local.get $0
    i32.load offset=272
    local.get $2
    i32.const 4
    i32.shl
    i32.const 1176
    i32.add
    i32.load offset=12
    local.get $1
    i32.and
    i32.const 3
    i32.shl
    i32.add
    i64.load
    i64.add
    local.set $4
    local.get $2
    i32.const 1
    i32.add
    local.set $2
    br $for-loop|0
   end
  end
  global.get $assembly/engine/keys/touched
  local.get $4
  i64.add
  global.set $assembly/engine/keys/touched
  loop $for-loop|1
   local.get $6
   local.get $8
   i32.gt_u
   if
    local.get $8
    i32.const 4
    i32.shl
    i32.const 1176
    i32.add
    local.tee $7
    i32.load
    local.set $2
    local.get $7
    i32.load offset=4
    local.set $12
    local.get $7
    i32.load offset=12
    local.tee $9
    local.get $0
    i32.load offset=28
    i32.const 1
    i32.sub
    local.tee $5
    i32.and
    local.set $11
    loop $while-continue|2
     block $assembly/engine/keys/probe|inlined.3
      local.get $0
      i32.load offset=272
      local.get $11
      i32.const 3
      i32.shl
      i32.add
      local.tee $10
      i64.load
      local.tee $4
      i64.eqz
      br_if $assembly/engine/keys/probe|inlined.3
      local.get $4
      i32.wrap_i64
      i32.const 1
      i32.sub
      local.set $1
      local.get $4
      i64.const 32
      i64.shr_u
      i32.wrap_i64
      local.get $9
      i32.eq
      if (result i32)
       local.get $12
       local.get $0
       i32.load offset=252
       local.get $1
       i32.const 2
       i32.shl
       i32.add
       i32.load
       i32.eq
      else
       i32.const 0
      end
      if (result i32)
       block $assembly/memory/compare/bytesEqual|inlined.3 (result i32)
        local.get $0
        i32.load offset=248
        local.get $1
        i32.const 2
        i32.shl
        i32.add
        i32.load
        local.get $0
        i32.load offset=288
        local.get $0
        i32.load offset=276
        local.get $0
        i32.load8_u offset=176
        select
        i32.add
        local.set $3
        local.get $12
        i32.const 8
        i32.ge_u
        if
         local.get $12
         i32.const 8
         i32.sub
         local.set $1
         i32.const 0
         local.set $13
         loop $for-loop|3
          local.get $1
          local.get $13
          i32.gt_u
          if
           i32.const 0
           local.get $3
           local.get $13
           i32.add
           i64.load
           local.get $2
           local.get $13
           i32.add
           i64.load
           i64.ne
           br_if $assembly/memory/compare/bytesEqual|inlined.3
           drop
           local.get $13
           i32.const 8
           i32.add
           local.set $13
           br $for-loop|3
          end
         end
         local.get $1
         local.get $3
         i32.add
         i64.load
         local.get $1
         local.get $2
         i32.add
         i64.load
         i64.eq
         br $assembly/memory/compare/bytesEqual|inlined.3
        end
        local.get $12
        i32.const 4
        i32.ge_u
        if
         local.get $3
         i32.load
         local.get $2
         i32.load
         i32.eq
         if (result i32)
          local.get $3
          local.get $12
          i32.add
          i32.const 4
          i32.sub
          i32.load
          local.get $2
          local.get $12
          i32.add
          i32.const 4
          i32.sub
          i32.load
          i32.eq
         else
          i32.const 0
         end
         br $assembly/memory/compare/bytesEqual|inlined.3
        end
        i32.const 0
        local.set $13
        loop $for-loop|4
         local.get $12
         local.get $13
         i32.gt_u
         if
          i32.const 0
          local.get $3
          local.get $13
          i32.add
          i32.load8_u
          local.get $2
          local.get $13
          i32.add
          i32.load8_u
          i32.ne
          br_if $assembly/memory/compare/bytesEqual|inlined.3
          drop
          local.get $13
          i32.const 1
          i32.add
          local.set $13
          br $for-loop|4
         end
        end
        i32.const 1
       end
      else
       i32.const 0
      end
      br_if $assembly/engine/keys/probe|inlined.3
      local.get $11
      i32.const 1
      i32.add
      local.get $5
      i32.and
      local.set $11
      br $while-continue|2
     end
    end
    local.get $10
    i64.load
    local.tee $4
    i32.wrap_i64
    i32.const 1
    i32.sub
    local.set $13
    block $assembly/engine/keys/internHashed|inlined.1
     local.get $4
     i64.const 0
     i64.ne
     br_if $assembly/engine/keys/internHashed|inlined.1
     local.get $0
     i32.load offset=24
     local.get $0
     i32.load offset=28
     local.tee $1
     local.get $1
     i32.const 2
     i32.shr_s
     i32.sub
     i32.ge_s
     if
      i32.const -1
      local.set $13
      local.get $0
      local.get $0
      i64.load32_s offset=24
      i64.const 1
      i64.add
      call $assembly/engine/keys/growKeys
      i32.eqz
      br_if $assembly/engine/keys/internHashed|inlined.1
      local.get $0
      i32.load offset=28
      i32.const 1
      i32.sub
      local.tee $5
      local.get $9
      i32.and
      local.set $13
      loop $while-continue|5
       block $assembly/engine/keys/probe|inlined.4
        local.get $0
        i32.load offset=272
        local.get $13
        i32.const 3
        i32.shl
        i32.add
        local.tee $10
        i64.load
        local.tee $4
        i64.eqz
        br_if $assembly/engine/keys/probe|inlined.4
        local.get $4
        i32.wrap_i64
        i32.const 1
        i32.sub
        local.set $1
        local.get $4
        i64.const 32
        i64.shr_u
        i32.wrap_i64
        local.get $9
        i32.eq
        if (result i32)
         local.get $12
         local.get $0
         i32.load offset=252
         local.get $1
         i32.const 2
         i32.shl
         i32.add
         i32.load
         i32.eq
        else
         i32.const 0
        end
        if (result i32)
         block $assembly/memory/compare/bytesEqual|inlined.4 (result i32)
          local.get $0
          i32.load offset=248
          local.get $1
          i32.const 2
          i32.shl
          i32.add
          i32.load
          local.get $0
          i32.load offset=288
          local.get $0
          i32.load offset=276
          local.get $0
          i32.load8_u offset=176
          select
          i32.add
          local.set $3
          local.get $12
          i32.const 8
          i32.ge_u
          if
           local.get $12
           i32.const 8
           i32.sub
           local.set $1
           i32.const 0
           local.set $11
           loop $for-loop|6
            local.get $1
            local.get $11
            i32.gt_u
            if
             i32.const 0
             local.get $3
             local.get $11
             i32.add
             i64.load
             local.get $2
             local.get $11
             i32.add
             i64.load
             i64.ne
             br_if $assembly/memory/compare/bytesEqual|inlined.4
             drop
             local.get $11
             i32.const 8
             i32.add
             local.set $11
             br $for-loop|6
            end
           end
           local.get $1
           local.get $3
           i32.add
           i64.load
           local.get $1
           local.get $2
           i32.add
           i64.load
           i64.eq
           br $assembly/memory/compare/bytesEqual|inlined.4
          end
          local.get $12
          i32.const 4
          i32.ge_u
          if
           local.get $3
           i32.load
           local.get $2
           i32.load
           i32.eq
           if (result i32)
            local.get $3
            local.get $12
            i32.add
            i32.const 4
            i32.sub
            i32.load
            local.get $2
            local.get $12
            i32.add
            i32.const 4
            i32.sub
            i32.load
            i32.eq
           else
            i32.const 0
           end
           br $assembly/memory/compare/bytesEqual|inlined.4
          end
          i32.const 0
          local.set $11
          loop $for-loop|7
           local.get $11
           local.get $12
           i32.lt_u
           if
            i32.const 0
            local.get $3
            local.get $11
            i32.add
            i32.load8_u
            local.get $2
            local.get $11
            i32.add
            i32.load8_u
            i32.ne
            br_if $assembly/memory/compare/bytesEqual|inlined.4
            drop
            local.get $11
            i32.const 1
            i32.add
            local.set $11
            br $for-loop|7
           end
          end
          i32.const 1
         end
        else
         i32.const 0
        end
        br_if $assembly/engine/keys/probe|inlined.4
        local.get $13
        i32.const 1
        i32.add
        local.get $5
        i32.and
        local.set $13
        br $while-continue|5
       end
      end
     end
     local.get $2
     local.get $0
     i32.load offset=288
     i32.sub
     local.set $11
     local.get $0
     i32.load8_u offset=176
     i32.eqz
     if
      i32.const -1
      local.set $13
      local.get $0
      i64.load32_s offset=32
      local.get $12
      i64.extend_i32_u
      i64.add
      local.tee $4
      local.get $0
      i64.load32_s offset=36
      i64.gt_s
      if (result i32)
       local.get $0
       i32.const 276
       i32.const 36
       i32.const 1171
       i32.const 1
       local.get $0
       i32.load offset=32
       local.get $4
       call $assembly/engine/tables/ensureGroup
      else
       i32.const 1
      end
      i32.eqz
      br_if $assembly/engine/keys/internHashed|inlined.1
      local.get $0
      i32.load offset=276
      local.get $0
      i32.load offset=32
      i32.add
      local.set $11
      local.get $2
      local.get $12
      i32.add
      local.set $3
      loop $while-continue|8
       local.get $2
       i32.const 8
       i32.add
       local.tee $1
       local.get $3
       i32.le_u
       if
        local.get $11
        local.get $2
        i64.load
        i64.store
        local.get $11
        i32.const 8
        i32.add
        local.set $11
        local.get $1
        local.set $2
        br $while-continue|8
       end
      end
      loop $while-continue|9
       local.get $2
       local.get $3
       i32.lt_u
       if
        local.get $11
        local.get $2
        i32.load8_u
        i32.store8
        local.get $11
        i32.const 1
        i32.add
        local.set $11
        local.get $2
        i32.const 1
        i32.add
        local.set $2
        br $while-continue|9
       end
      end
      local.get $0
      local.get $0
      i32.load offset=32
      local.tee $11
      local.get $12
      i32.add
      i32.store offset=32
     end
     local.get $0
     local.get $0
     i32.load offset=24
     local.tee $13
     i32.const 1
     i32.add
     local.tee $1
     i32.store offset=24
     local.get $10
     local.get $1
     i64.extend_i32_u
     local.get $9
     i64.extend_i32_u
     i64.const 32
     i64.shl
     i64.or
     i64.store
     local.get $13
     i32.const 2
     i32.shl
     local.tee $1
     local.get $0
     i32.load offset=248
     i32.add
     local.get $11
     i32.store
     local.get $1
     local.get $0
     i32.load offset=252
     i32.add
     local.get $12
     i32.store
    end
    local.get $13
    i32.const 0
    i32.lt_s
    if
     i32.const 0
     return
    end
    local.get $0
    i32.load offset=224
    local.get $7
    i32.load offset=8
    i32.const 2
    i32.shl
    i32.add
    local.get $13
    i32.store
    local.get $8
    i32.const 1
    i32.add
    local.set $8
    br $for-loop|1
   end
  end
  i32.const 1
 )
 (func $assembly/engine/keys/queueKey (param $0 i32) (param $1 i32) (param $2 i32) (result i32)
  (local $3 i64)
  (local $4 i32)
  (local $5 i32)
  local.get $0
  i32.load offset=16
  local.tee $5
  local.get $0
  i32.load offset=20
  i32.eq
  if (result i32)
   local.get $0
   i32.const 224
   i32.const 20
   i32.const 1159
   i32.const 6
   local.get $5
   local.get $5
   i64.extend_i32_s
   i64.const 1
   i64.add
   call $assembly/engine/tables/ensureGroup
  else
   i32.const 1
  end
  i32.eqz
  if
   i32.const 0
   return
  end
  local.get $0
  i32.load offset=228
  local.get $5
  i32.const 2
  i32.shl
  i32.add
  local.get $0
  i32.load offset=8
  i32.const 1
  i32.sub
  i32.store
  local.get $0
  local.get $5
  i32.const 1
  i32.add
  i32.store offset=16
  local.get $0
  i32.load offset=172
  i32.const 4
  i32.shl
  i32.const 1176
  i32.add
  local.tee $4
  local.get $1
  i32.store
  local.get $4
  local.get $2
  i32.store offset=4
  local.get $4
  local.get $5
  i32.store offset=8
  local.get $0
  i64.load32_u offset=4
  local.get $2
  i64.extend_i32_u
  i64.const 32
  i64.shl
  i64.xor
  i64.const -7046029254386353131
  i64.mul
  local.set $3
  local.get $1
  local.get $2
  i32.add
  local.set $2
  loop $while-continue|0
   local.get $2
   local.get $1
   i32.sub
   i32.const 8
   i32.ge_u
   if
    local.get $3
    local.get $1
    i64.load
    i64.xor
    i64.const -4658895280553007687
    i64.mul
    local.tee $3
    local.get $3
    i64.const 31
    i64.shr_u
    i64.xor
    local.set $3
    local.get $1
    i32.const 8
    i32.add
    local.set $1
    br $while-continue|0
   end
  end
  local.get $1
  local.get $2
  i32.lt_u
  if
   local.get $3
   block $assembly/engine/keys/tailWord|inlined.2 (result i64)
    local.get $2
    local.get $1
    i32.sub
    local.tee $2
    i32.const 4
    i32.ge_u
    if
     local.get $1
     i64.load32_u
     local.get $1
     local.get $2
     i32.add
     i32.const 4
     i32.sub
     i64.load32_u
     i64.const 32
     i64.shl
     i64.or
     br $assembly/engine/keys/tailWord|inlined.2
    end
    local.get $1
    i64.load8_u
    local.set $3
    local.get $2
    i32.const 2
    i32.ge_u
    if (result i64)
     local.get $3
     local.get $1
     local.get $2
     i32.add
     i32.const 2
     i32.sub
     i64.load16_u
     i64.const 8
     i64.shl
     i64.or
    else
     local.get $3
    end
   end
   i64.xor
   i64.const -4658895280553007687
   i64.mul
   local.tee $3
   local.get $3
   i64.const 31
   i64.shr_u
   i64.xor
   local.set $3
  end
  local.get $4
  local.get $3
  i64.const 30
  i64.shr_u
  local.get $3
  i64.xor
  i64.const -7046029254386353131
  i64.mul
  local.tee $3
  local.get $3
  i64.const 32
  i64.shr_u
  i64.xor
  i64.store32 offset=12
  local.get $0
  local.get $0
  i32.load offset=172
  i32.const 1
  i32.add
  local.tee $1
  i32.store offset=172
  local.get $1
  i32.const 32
  i32.lt_s
  if (result i32)
   i32.const 1
  else
   local.get $0
   call $assembly/engine/keys/flushKeys
  end
 )
 (func $assembly/msgpack/reader/readMapHeader (result i64)
  (local $0 i32)
  (local $1 i64)
  (local $2 i32)
  block $assembly/msgpack/reader/readHeader|inlined.1 (result i64)
   i64.const -1
   i32.const 7436
   i32.load
   i32.const 7432
   i32.load
   i32.ne
   if (result i32)
    i32.const 1
   else
    i32.const 7440
    i32.load
    i32.eqz
    if
     i32.const 7440
     i32.const 10
     i32.store
    end
    i32.const 0
   end
   i32.eqz
   br_if $assembly/msgpack/reader/readHeader|inlined.1
   drop
   i32.const 7432
   i32.load
   local.tee $2
   i32.load8_u
   local.set $0
   i32.const 7432
   local.get $2
   i32.const 1
   i32.add
   i32.store
   i64.const -1
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
     i32.const 7436
     i32.load
     i32.const 7432
     i32.load
     i32.sub
     i32.const 2
     i32.ge_u
     if (result i32)
      i32.const 1
     else
      i32.const 7440
      i32.load
      i32.eqz
      if
       i32.const 7440
       i32.const 10
       i32.store
      end
      i32.const 0
     end
     if (result i64)
      i32.const 7432
      i32.const 7432
      i32.load
      local.tee $0
      i32.const 2
      i32.add
      i32.store
      local.get $0
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
      i32.const 7436
      i32.load
      i32.const 7432
      i32.load
      i32.sub
      i32.const 4
      i32.ge_u
      if (result i32)
       i32.const 1
      else
       i32.const 7440
       i32.load
       i32.eqz
       if
        i32.const 7440
        i32.const 10
        i32.store
       end
       i32.const 0
      end
      if (result i64)
       i32.const 7432
       i32.const 7432
       i32.load
       local.tee $0
       i32.const 4
       i32.add
       i32.store
       local.get $0
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
      i32.const 7440
      i32.load
      i32.eqz
      if
       i32.const 7440
       i32.const 11
       i32.store
      end
      i64.const -1
      br $assembly/msgpack/reader/readHeader|inlined.1
     end
    end
   end
   local.tee $1
   i64.const 0
   i64.lt_s
   br_if $assembly/msgpack/reader/readHeader|inlined.1
   drop
   i32.const 7436
   i32.load
   i32.const 7432
   i32.load
   i32.sub
   i64.extend_i32_u
   local.get $1
   i64.const 1
   i64.shl
   i64.lt_u
   if
    i32.const 7440
    i32.load
    i32.eqz
    if
     i32.const 7440
     i32.const 10
     i32.store
    end
    i64.const -1
    br $assembly/msgpack/reader/readHeader|inlined.1
   end
   local.get $1
  end
 )
 (func $assembly/describe/lookup/openArray (param $0 i32) (result i32)
  (local $1 i64)
  i32.const 7432
  local.get $0
  i32.store
  i32.const 7432
  call $assembly/msgpack/reader/readArrayHeader
  local.tee $1
  i32.wrap_i64
  i32.const 0
  local.get $1
  i64.const 0
  i64.ge_s
  select
 )
 (func $assembly/describe/lookup/findInMap (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (result i32)
  (local $4 i32)
  (local $5 i32)
  (local $6 i64)
  (local $7 i64)
  (local $8 i32)
  (local $9 i32)
  block $folding-inner0
   call $assembly/msgpack/reader/readMapHeader
   local.tee $7
   i64.const 0
   i64.lt_s
   br_if $folding-inner0
   loop $for-loop|0
    local.get $6
    local.get $7
    i64.lt_s
    if
     i32.const 7436
     i32.load
     i32.const 7432
     i32.load
     i32.ne
     if (result i32)
      i32.const 1
     else
      i32.const 7440
      i32.load
      i32.eqz
      if
       i32.const 7440
       i32.const 10
       i32.store
      end
      i32.const 0
     end
     i32.eqz
     br_if $folding-inner0
     i32.const 0
     local.set $4
     i32.const 7432
     i32.load
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
      i32.const 7432
      call $assembly/msgpack/reader/readStr
      i32.eqz
      br_if $folding-inner0
      i32.const 7444
      i32.load
      local.set $8
      i32.const 7448
      i32.load
      local.tee $9
      local.get $3
      i32.eq
      if (result i32)
       block $assembly/memory/compare/bytesEqual|inlined.7 (result i32)
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
           br_if $assembly/memory/compare/bytesEqual|inlined.7
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
         br $assembly/memory/compare/bytesEqual|inlined.7
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
         br $assembly/memory/compare/bytesEqual|inlined.7
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
          br_if $assembly/memory/compare/bytesEqual|inlined.7
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
      call $assembly/msgpack/reader/skipValues
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
       call $assembly/msgpack/reader/skipValues
       i32.eqz
       br_if $folding-inner0
       br $for-continue|0
      end
      i32.const 7436
      i32.load
      i32.const 7432
      i32.load
      i32.ne
      if (result i32)
       i32.const 1
      else
       i32.const 7440
       i32.load
       i32.eqz
       if
        i32.const 7440
        i32.const 10
        i32.store
       end
       i32.const 0
      end
      i32.eqz
      br_if $folding-inner0
      i32.const 2
      local.set $5
      block $assembly/describe/fields/tagOf|inlined.1
       i32.const 7432
       i32.load
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
       br_if $assembly/describe/fields/tagOf|inlined.1
       i32.const 1
       local.set $5
       local.get $4
       i32.const 192
       i32.eq
       br_if $assembly/describe/fields/tagOf|inlined.1
       i32.const 3
       local.set $5
       local.get $4
       i32.const 222
       i32.eq
       local.get $4
       i32.const 240
       i32.and
       local.tee $8
       i32.const 128
       i32.eq
       i32.or
       local.get $4
       i32.const 223
       i32.eq
       i32.or
       br_if $assembly/describe/fields/tagOf|inlined.1
       i32.const 4
       i32.const 5
       local.get $4
       i32.const 220
       i32.eq
       local.get $8
       i32.const 144
       i32.eq
       i32.or
       local.get $4
       i32.const 221
       i32.eq
       i32.or
       select
       local.set $5
      end
      local.get $5
      i32.const 2
      i32.eq
      if
       i32.const 7432
       call $assembly/msgpack/reader/readStr
       i32.eqz
       br_if $folding-inner0
       i32.const 7452
       i32.const 7444
       i32.load
       i32.store
       i32.const 7456
       i32.const 7448
       i32.load
       i32.store
      else
       i32.const 1
       local.get $0
       local.get $1
       call $assembly/msgpack/reader/skipValues
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
 (func $assembly/describe/lookup/nextChatId (param $0 i32) (result i32)
  (local $1 i32)
  i32.const 7436
  i32.load
  i32.const 7432
  i32.load
  i32.ne
  if (result i32)
   i32.const 1
  else
   i32.const 7440
   i32.load
   i32.eqz
   if
    i32.const 7440
    i32.const 10
    i32.store
   end
   i32.const 0
  end
  i32.eqz
  if
   i32.const 0
   return
  end
  i32.const 7432
  i32.load
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
   call $assembly/msgpack/reader/skipValues
   drop
   i32.const 0
   return
  end
  i32.const 4
  local.get $0
  i32.const 7428
  i32.const 2
  call $assembly/describe/lookup/findInMap
  i32.const 2
  i32.eq
  if (result i32)
   i32.const 7456
   i32.load
   i32.const 0
   i32.ne
  else
   i32.const 0
  end
 )
 (func $assembly/describe/stored/classifyChat (param $0 i32) (param $1 i32)
  (local $2 i32)
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
  i32.const 7432
  i32.load
  local.set $7
  local.get $1
  call $assembly/describe/lookup/openArray
  local.set $5
  i32.const 1
  local.set $3
  loop $for-loop|0
   local.get $3
   i32.const 0
   local.get $2
   local.get $5
   i32.lt_s
   select
   if
    local.get $0
    i32.load offset=160
    call $assembly/describe/lookup/nextChatId
    local.set $3
    local.get $2
    i32.const 1
    i32.add
    local.set $2
    br $for-loop|0
   end
  end
  local.get $3
  if
   local.get $0
   i32.load offset=8
   local.tee $2
   local.get $0
   i32.load offset=180
   i32.add
   i32.const 3
   i32.store8
   local.get $2
   local.get $0
   i32.load offset=184
   i32.add
   i32.const 1
   i32.store8
   local.get $0
   i32.load offset=196
   local.get $2
   i32.const 2
   i32.shl
   i32.add
   local.get $0
   i32.load offset=16
   i32.store
   local.get $0
   local.get $2
   i32.const 1
   i32.add
   i32.store offset=8
   local.get $1
   call $assembly/describe/lookup/openArray
   drop
   loop $for-loop|5
    local.get $5
    local.get $6
    i32.gt_s
    if (result i32)
     local.get $0
     i32.load offset=168
     i32.const 18
     i32.ne
    else
     i32.const 0
    end
    if
     local.get $0
     i32.load offset=160
     call $assembly/describe/lookup/nextChatId
     drop
     block $assembly/memory/utf8/isUtf8|inlined.4 (result i32)
      i32.const 7452
      i32.load
      local.tee $8
      local.tee $1
      i32.const 7456
      i32.load
      local.tee $3
      i32.add
      local.set $11
      local.get $3
      i32.const 8
      i32.ge_u
      if
       local.get $11
       i32.const 8
       i32.sub
       i64.load
       local.set $4
       local.get $1
       local.set $2
       loop $for-loop|6
        local.get $2
        local.get $11
        i32.const 8
        i32.sub
        i32.lt_u
        if
         local.get $4
         local.get $2
         i64.load
         i64.or
         local.set $4
         local.get $2
         i32.const 8
         i32.add
         local.set $2
         br $for-loop|6
        end
       end
       i32.const 1
       local.get $4
       i64.const -9187201950435737472
       i64.and
       i64.eqz
       br_if $assembly/memory/utf8/isUtf8|inlined.4
       drop
      end
      loop $while-continue|7
       local.get $1
       local.get $11
       i32.lt_u
       if
        block $while-break|7
         loop $while-continue|8
          local.get $11
          local.get $1
          i32.sub
          i32.const 8
          i32.ge_u
          if (result i64)
           local.get $1
           i64.load
           i64.const -9187201950435737472
           i64.and
          else
           i64.const 1
          end
          i64.eqz
          if
           local.get $1
           i32.const 8
           i32.add
           local.set $1
           br $while-continue|8
          end
         end
         local.get $1
         local.get $11
         i32.eq
         br_if $while-break|7
         local.get $1
         local.tee $2
         i32.const 1
         i32.add
         local.set $1
         local.get $2
         i32.load8_u
         local.tee $12
         i32.const 128
         i32.lt_u
         br_if $while-continue|7
         local.get $12
         i32.const 240
         i32.ge_u
         if (result i32)
          i32.const 3
         else
          i32.const 2
          i32.const 1
          local.get $12
          i32.const 224
          i32.ge_u
          select
         end
         local.set $9
         local.get $12
         i32.const 224
         i32.eq
         if (result i32)
          i32.const 160
         else
          i32.const 144
          i32.const 128
          local.get $12
          i32.const 240
          i32.eq
          select
         end
         local.set $2
         local.get $12
         i32.const 237
         i32.eq
         if (result i32)
          i32.const 159
         else
          i32.const 143
          i32.const 191
          local.get $12
          i32.const 244
          i32.eq
          select
         end
         local.set $10
         i32.const 0
         local.get $12
         i32.const 194
         i32.lt_u
         local.get $12
         i32.const 244
         i32.gt_u
         i32.or
         local.get $11
         local.get $1
         i32.sub
         local.get $9
         i32.lt_u
         i32.or
         if (result i32)
          i32.const 1
         else
          local.get $1
          i32.load8_u
          local.get $2
          i32.lt_u
         end
         if (result i32)
          i32.const 1
         else
          local.get $1
          i32.load8_u
          local.get $10
          i32.gt_u
         end
         br_if $assembly/memory/utf8/isUtf8|inlined.4
         drop
         i32.const 1
         local.set $2
         loop $for-loop|9
          local.get $2
          local.get $9
          i32.lt_u
          if
           i32.const 0
           local.get $1
           local.get $2
           i32.add
           i32.load8_u
           i32.const 192
           i32.and
           i32.const 128
           i32.ne
           br_if $assembly/memory/utf8/isUtf8|inlined.4
           drop
           local.get $2
           i32.const 1
           i32.add
           local.set $2
           br $for-loop|9
          end
         end
         local.get $1
         local.get $9
         i32.add
         local.set $1
         br $while-continue|7
        end
       end
      end
      i32.const 1
     end
     if
      local.get $0
      i32.load offset=168
      if (result i32)
       i32.const 1
      else
       local.get $0
       local.get $8
       local.get $3
       call $assembly/engine/keys/queueKey
      end
      i32.eqz
      if
       local.get $0
       i32.const 16
       i32.store offset=168
      end
     else
      local.get $0
      i32.const 18
      i32.store offset=168
     end
     local.get $6
     i32.const 1
     i32.add
     local.set $6
     br $for-loop|5
    end
   end
  else
   local.get $0
   i32.load offset=8
   local.tee $1
   local.get $0
   i32.load offset=180
   i32.add
   i32.const 5
   i32.store8
   local.get $1
   local.get $0
   i32.load offset=184
   i32.add
   i32.const 0
   i32.store8
   local.get $0
   i32.load offset=196
   local.get $1
   i32.const 2
   i32.shl
   i32.add
   local.get $0
   i32.load offset=16
   i32.store
   local.get $0
   local.get $1
   i32.const 1
   i32.add
   i32.store offset=8
  end
  i32.const 7432
  local.get $7
  i32.store
 )
 (func $assembly/describe/stored/serverExecuted (param $0 i32) (param $1 i32) (result i32)
  (local $2 i32)
  local.get $1
  i32.const 1
  i32.eq
  if
   i32.const 1
   return
  end
  local.get $1
  i32.eqz
  if
   i32.const 0
   return
  end
  local.get $1
  i32.const 3
  i32.eq
  if
   local.get $0
   i32.load offset=292
   local.tee $0
   i32.load8_u offset=8
   i32.const 2
   i32.eq
   if (result i32)
    local.get $0
    i32.load offset=48
    local.set $2
    local.get $0
    i32.load offset=112
    local.tee $0
    i32.const 6
    i32.eq
    if (result i32)
     block $assembly/memory/compare/bytesEqual|inlined.8 (result i32)
      local.get $0
      i32.const 8
      i32.ge_u
      if
       local.get $0
       i32.const 8
       i32.sub
       local.set $0
       i32.const 0
       local.set $1
       loop $for-loop|0
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
         i32.const 7413
         i32.add
         i64.load
         i64.ne
         br_if $assembly/memory/compare/bytesEqual|inlined.8
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
       local.get $0
       i32.const 7413
       i32.add
       i64.load
       i64.eq
       br $assembly/memory/compare/bytesEqual|inlined.8
      end
      local.get $0
      i32.const 4
      i32.ge_u
      if
       local.get $2
       i32.load
       i32.const 7413
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
        i32.const 7409
        i32.add
        i32.load
        i32.eq
       else
        i32.const 0
       end
       br $assembly/memory/compare/bytesEqual|inlined.8
      end
      i32.const 0
      local.set $1
      loop $for-loop|1
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
        i32.const 7413
        i32.add
        i32.load8_u
        i32.ne
        br_if $assembly/memory/compare/bytesEqual|inlined.8
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
  local.get $0
  i32.load offset=292
  i32.load8_u offset=9
  i32.const 3
  i32.ne
  if
   i32.const 0
   return
  end
  local.get $0
  i32.load offset=160
  local.set $1
  i32.const 7432
  i32.load
  local.set $2
  i32.const 7432
  local.get $0
  i32.load offset=292
  i32.load offset=52
  i32.store
  i32.const 3
  local.get $1
  i32.const 7424
  i32.const 4
  call $assembly/describe/lookup/findInMap
  local.set $0
  i32.const 7432
  local.get $2
  i32.store
  local.get $0
  i32.eqz
  local.get $0
  i32.const 1
  i32.eq
  i32.or
  if
   i32.const 0
   return
  end
  local.get $0
  i32.const 2
  i32.eq
  if (result i32)
   i32.const 7452
   i32.load
   local.set $0
   i32.const 7456
   i32.load
   local.tee $2
   i32.const 5
   i32.eq
   if (result i32)
    block $assembly/memory/compare/bytesEqual|inlined.9 (result i32)
     local.get $2
     i32.const 8
     i32.ge_u
     if
      local.get $2
      i32.const 8
      i32.sub
      local.set $2
      i32.const 0
      local.set $1
      loop $for-loop|2
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
        i32.const 7419
        i32.add
        i64.load
        i64.ne
        br_if $assembly/memory/compare/bytesEqual|inlined.9
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
      local.get $2
      i32.const 7419
      i32.add
      i64.load
      i64.eq
      br $assembly/memory/compare/bytesEqual|inlined.9
     end
     local.get $2
     i32.const 4
     i32.ge_u
     if
      local.get $0
      i32.load
      i32.const 7419
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
       i32.const 7415
       i32.add
       i32.load
       i32.eq
      else
       i32.const 0
      end
      br $assembly/memory/compare/bytesEqual|inlined.9
     end
     i32.const 0
     local.set $1
     loop $for-loop|3
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
       i32.const 7419
       i32.add
       i32.load8_u
       i32.ne
       br_if $assembly/memory/compare/bytesEqual|inlined.9
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
 (func $assembly/describe/stored/classifyKeyed (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32)
  (local $4 i64)
  (local $5 i32)
  (local $6 i32)
  (local $7 i32)
  (local $8 i32)
  (local $9 i32)
  i32.const 2
  i32.const 0
  i32.const 1
  local.get $0
  local.get $1
  i32.const 4
  i32.shr_u
  i32.const 3
  i32.and
  local.tee $5
  call $assembly/describe/stored/serverExecuted
  local.tee $6
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
  local.get $0
  i32.load offset=292
  local.tee $1
  local.get $3
  i32.add
  i32.load8_u
  local.tee $7
  i32.const 2
  i32.eq
  if (result i32)
   local.get $1
   i32.const 80
   i32.add
   local.get $3
   i32.const 2
   i32.shl
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
   local.get $0
   i32.load offset=292
   local.tee $7
   i32.const 16
   i32.add
   i32.add
   i32.load
   local.set $3
   local.get $7
   i32.const 80
   i32.add
   local.get $1
   i32.add
   i32.load
   local.set $7
   local.get $0
   i32.load offset=8
   local.tee $1
   local.get $0
   i32.load offset=180
   i32.add
   local.get $2
   i32.store8
   local.get $1
   local.get $0
   i32.load offset=184
   i32.add
   local.get $5
   local.get $2
   i32.const 1
   i32.eq
   local.tee $5
   local.get $6
   i32.eqz
   i32.and
   i32.or
   i32.store8
   local.get $0
   i32.load offset=196
   local.get $1
   i32.const 2
   i32.shl
   i32.add
   local.get $0
   i32.load offset=16
   i32.store
   local.get $0
   local.get $1
   i32.const 1
   i32.add
   i32.store offset=8
   local.get $2
   i32.const 2
   i32.eq
   local.get $5
   i32.or
   if
    local.get $0
    local.set $1
    block $assembly/memory/utf8/isUtf8|inlined.6 (result i32)
     local.get $7
     local.get $3
     local.tee $2
     local.tee $0
     i32.add
     local.set $6
     local.get $7
     i32.const 8
     i32.ge_u
     if
      local.get $6
      i32.const 8
      i32.sub
      i64.load
      local.set $4
      loop $for-loop|0
       local.get $3
       local.get $6
       i32.const 8
       i32.sub
       i32.lt_u
       if
        local.get $4
        local.get $3
        i64.load
        i64.or
        local.set $4
        local.get $3
        i32.const 8
        i32.add
        local.set $3
        br $for-loop|0
       end
      end
      i32.const 1
      local.get $4
      i64.const -9187201950435737472
      i64.and
      i64.eqz
      br_if $assembly/memory/utf8/isUtf8|inlined.6
      drop
     end
     loop $while-continue|1
      local.get $0
      local.get $6
      i32.lt_u
      if
       block $while-break|1
        loop $while-continue|2
         local.get $6
         local.get $0
         i32.sub
         i32.const 8
         i32.ge_u
         if (result i64)
          local.get $0
          i64.load
          i64.const -9187201950435737472
          i64.and
         else
          i64.const 1
         end
         i64.eqz
         if
          local.get $0
          i32.const 8
          i32.add
          local.set $0
          br $while-continue|2
         end
        end
        local.get $0
        local.get $6
        i32.eq
        br_if $while-break|1
        local.get $0
        local.tee $3
        i32.const 1
        i32.add
        local.set $0
        local.get $3
        i32.load8_u
        local.tee $8
        i32.const 128
        i32.lt_u
        br_if $while-continue|1
        local.get $8
        i32.const 240
        i32.ge_u
        if (result i32)
         i32.const 3
        else
         i32.const 2
         i32.const 1
         local.get $8
         i32.const 224
         i32.ge_u
         select
        end
        local.set $9
        local.get $8
        i32.const 224
        i32.eq
        if (result i32)
         i32.const 160
        else
         i32.const 144
         i32.const 128
         local.get $8
         i32.const 240
         i32.eq
         select
        end
        local.set $3
        local.get $8
        i32.const 237
        i32.eq
        if (result i32)
         i32.const 159
        else
         i32.const 143
         i32.const 191
         local.get $8
         i32.const 244
         i32.eq
         select
        end
        local.set $5
        i32.const 0
        local.get $8
        i32.const 194
        i32.lt_u
        local.get $8
        i32.const 244
        i32.gt_u
        i32.or
        local.get $6
        local.get $0
        i32.sub
        local.get $9
        i32.lt_u
        i32.or
        if (result i32)
         i32.const 1
        else
         local.get $0
         i32.load8_u
         local.get $3
         i32.lt_u
        end
        if (result i32)
         i32.const 1
        else
         local.get $0
         i32.load8_u
         local.get $5
         i32.gt_u
        end
        br_if $assembly/memory/utf8/isUtf8|inlined.6
        drop
        i32.const 1
        local.set $3
        loop $for-loop|3
         local.get $3
         local.get $9
         i32.lt_u
         if
          i32.const 0
          local.get $0
          local.get $3
          i32.add
          i32.load8_u
          i32.const 192
          i32.and
          i32.const 128
          i32.ne
          br_if $assembly/memory/utf8/isUtf8|inlined.6
          drop
          local.get $3
          i32.const 1
          i32.add
          local.set $3
          br $for-loop|3
         end
        end
        local.get $0
        local.get $9
        i32.add
        local.set $0
        br $while-continue|1
       end
      end
     end
     i32.const 1
    end
    if
     local.get $1
     i32.load offset=168
     if (result i32)
      i32.const 1
     else
      local.get $1
      local.get $2
      local.get $7
      call $assembly/engine/keys/queueKey
     end
     i32.eqz
     if
      local.get $1
      i32.const 16
      i32.store offset=168
     end
    else
     local.get $1
     i32.const 18
     i32.store offset=168
    end
   end
  else
   local.get $7
   i32.eqz
   local.get $7
   i32.const 1
   i32.eq
   i32.or
   i32.const 0
   local.get $6
   select
   if
    local.get $0
    i32.load offset=8
    local.tee $1
    local.get $0
    i32.load offset=180
    i32.add
    i32.const 0
    i32.store8
    local.get $1
    local.get $0
    i32.load offset=184
    i32.add
    local.get $5
    i32.store8
   else
    local.get $0
    i32.load offset=8
    local.tee $1
    local.get $0
    i32.load offset=180
    i32.add
    i32.const 5
    i32.store8
    local.get $1
    local.get $0
    i32.load offset=184
    i32.add
    i32.const 0
    i32.store8
   end
   local.get $0
   i32.load offset=196
   local.get $1
   i32.const 2
   i32.shl
   i32.add
   local.get $0
   i32.load offset=16
   i32.store
   local.get $0
   local.get $1
   i32.const 1
   i32.add
   i32.store offset=8
  end
 )
 (func $assembly/describe/stored/classify (param $0 i32)
  (local $1 i32)
  (local $2 i32)
  (local $3 i32)
  (local $4 i32)
  (local $5 i32)
  (local $6 i32)
  (local $7 i32)
  block $folding-inner0
   local.get $0
   i32.load offset=292
   local.tee $1
   i32.load8_u offset=1
   i32.const 2
   i32.eq
   local.tee $5
   if (result i32)
    block $__inlined_func$assembly/describe/fields/typeAttr$580 (result i32)
     local.get $1
     i32.load offset=20
     local.set $6
     i32.const 0
     local.get $1
     i32.load offset=84
     local.tee $7
     i32.const 24
     i32.ge_u
     br_if $__inlined_func$assembly/describe/fields/typeAttr$580
     drop
     i32.const 0
     local.get $7
     i32.const 1
     i32.shl
     i32.const 7352
     i32.add
     i32.load16_u
     local.tee $1
     i32.eqz
     br_if $__inlined_func$assembly/describe/fields/typeAttr$580
     drop
     local.get $1
     i32.const 6823
     i32.add
     local.set $2
     loop $for-loop|0
      local.get $2
      i32.load8_u
      local.get $7
      i32.eq
      if
       block $assembly/memory/compare/bytesEqual|inlined.5 (result i32)
        local.get $2
        i32.const 3
        i32.add
        local.set $3
        local.get $7
        i32.const 8
        i32.ge_u
        if
         local.get $7
         i32.const 8
         i32.sub
         local.set $4
         i32.const 0
         local.set $1
         loop $for-loop|1
          local.get $1
          local.get $4
          i32.lt_u
          if
           i32.const 0
           local.get $1
           local.get $6
           i32.add
           i64.load
           local.get $1
           local.get $3
           i32.add
           i64.load
           i64.ne
           br_if $assembly/memory/compare/bytesEqual|inlined.5
           drop
           local.get $1
           i32.const 8
           i32.add
           local.set $1
           br $for-loop|1
          end
         end
         local.get $4
         local.get $6
         i32.add
         i64.load
         local.get $3
         local.get $4
         i32.add
         i64.load
         i64.eq
         br $assembly/memory/compare/bytesEqual|inlined.5
        end
        local.get $7
        i32.const 4
        i32.ge_u
        if
         local.get $6
         i32.load
         local.get $3
         i32.load
         i32.eq
         if (result i32)
          local.get $6
          local.get $7
          i32.add
          i32.const 4
          i32.sub
          i32.load
          local.get $3
          local.get $7
          i32.add
          i32.const 4
          i32.sub
          i32.load
          i32.eq
         else
          i32.const 0
         end
         br $assembly/memory/compare/bytesEqual|inlined.5
        end
        i32.const 0
        local.set $1
        loop $for-loop|2
         local.get $1
         local.get $7
         i32.lt_u
         if
          i32.const 0
          local.get $1
          local.get $6
          i32.add
          i32.load8_u
          local.get $1
          local.get $3
          i32.add
          i32.load8_u
          i32.ne
          br_if $assembly/memory/compare/bytesEqual|inlined.5
          drop
          local.get $1
          i32.const 1
          i32.add
          local.set $1
          br $for-loop|2
         end
        end
        i32.const 1
       end
       if
        local.get $2
        i32.load16_u offset=1
        br $__inlined_func$assembly/describe/fields/typeAttr$580
       end
       local.get $2
       local.get $7
       i32.const 3
       i32.add
       i32.add
       local.set $2
       br $for-loop|0
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
   local.tee $1
   i32.const 1
   i32.eq
   if
    i32.const 4
    local.set $2
    local.get $0
    i32.load offset=8
    local.tee $1
    local.get $0
    i32.load offset=180
    i32.add
    i32.const 4
    i32.store8
    local.get $1
    local.get $0
    i32.load offset=184
    i32.add
    i32.const 0
    i32.store8
    br $folding-inner0
   end
   local.get $1
   i32.const 3
   i32.eq
   if
    i32.const 6
    local.set $2
    local.get $0
    i32.load offset=8
    local.tee $1
    local.get $0
    i32.load offset=180
    i32.add
    i32.const 6
    i32.store8
    local.get $1
    local.get $0
    i32.load offset=184
    i32.add
    i32.const 2
    i32.store8
    br $folding-inner0
   end
   local.get $5
   if (result i32)
    local.get $1
    i32.const 2
    i32.eq
   else
    local.get $0
    i32.load offset=292
    i32.load8_u offset=2
    i32.const 2
    i32.eq
   end
   local.tee $3
   if (result i32)
    local.get $0
    i32.load offset=292
    local.tee $1
    i32.load8_u offset=2
    i32.const 2
    i32.eq
    if (result i32)
     local.get $1
     i32.load offset=24
     local.set $4
     local.get $1
     i32.load offset=88
     local.tee $5
     i32.const 9
     i32.eq
     if (result i32)
      block $assembly/memory/compare/bytesEqual|inlined.6 (result i32)
       local.get $5
       i32.const 8
       i32.ge_u
       if
        local.get $5
        i32.const 8
        i32.sub
        local.set $5
        i32.const 0
        local.set $1
        loop $for-loop|8
         local.get $1
         local.get $5
         i32.lt_u
         if
          i32.const 0
          local.get $1
          local.get $4
          i32.add
          i64.load
          local.get $1
          i32.const 7400
          i32.add
          i64.load
          i64.ne
          br_if $assembly/memory/compare/bytesEqual|inlined.6
          drop
          local.get $1
          i32.const 8
          i32.add
          local.set $1
          br $for-loop|8
         end
        end
        local.get $4
        local.get $5
        i32.add
        i64.load
        local.get $5
        i32.const 7400
        i32.add
        i64.load
        i64.eq
        br $assembly/memory/compare/bytesEqual|inlined.6
       end
       local.get $5
       i32.const 4
       i32.ge_u
       if
        local.get $4
        i32.load
        i32.const 7400
        i32.load
        i32.eq
        if (result i32)
         local.get $4
         local.get $5
         i32.add
         i32.const 4
         i32.sub
         i32.load
         local.get $5
         i32.const 7396
         i32.add
         i32.load
         i32.eq
        else
         i32.const 0
        end
        br $assembly/memory/compare/bytesEqual|inlined.6
       end
       i32.const 0
       local.set $1
       loop $for-loop|9
        local.get $1
        local.get $5
        i32.lt_u
        if
         i32.const 0
         local.get $1
         local.get $4
         i32.add
         i32.load8_u
         local.get $1
         i32.const 7400
         i32.add
         i32.load8_u
         i32.ne
         br_if $assembly/memory/compare/bytesEqual|inlined.6
         drop
         local.get $1
         i32.const 1
         i32.add
         local.set $1
         br $for-loop|9
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
    local.get $0
    i32.load offset=292
    i32.load8_u offset=7
    i32.const 4
    i32.eq
   else
    i32.const 0
   end
   if
    i32.const 7432
    i32.load
    local.set $1
    local.get $0
    i32.load offset=292
    i32.load offset=44
    local.tee $4
    call $assembly/describe/lookup/openArray
    i32.const 7432
    local.get $1
    i32.store
    i32.const 0
    i32.gt_s
    if
     local.get $0
     local.get $4
     call $assembly/describe/stored/classifyChat
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
    call $assembly/describe/stored/classifyKeyed
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
    call $assembly/describe/stored/classifyKeyed
    return
   end
   local.get $3
   if (result i32)
    local.get $0
    i32.load offset=292
    local.tee $1
    i32.load8_u offset=2
    i32.const 2
    i32.eq
    if (result i32)
     local.get $1
     i32.load offset=24
     local.set $3
     local.get $1
     i32.load offset=88
     local.tee $4
     i32.const 4
     i32.eq
     if (result i32)
      block $assembly/memory/compare/bytesEqual|inlined.10 (result i32)
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
        loop $for-loop|10
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
          i32.const 7409
          i32.add
          i64.load
          i64.ne
          br_if $assembly/memory/compare/bytesEqual|inlined.10
          drop
          local.get $1
          i32.const 8
          i32.add
          local.set $1
          br $for-loop|10
         end
        end
        local.get $3
        local.get $4
        i32.add
        i64.load
        local.get $4
        i32.const 7409
        i32.add
        i64.load
        i64.eq
        br $assembly/memory/compare/bytesEqual|inlined.10
       end
       local.get $4
       i32.const 4
       i32.ge_u
       if
        local.get $3
        i32.load
        i32.const 7409
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
         i32.const 7405
         i32.add
         i32.load
         i32.eq
        else
         i32.const 0
        end
        br $assembly/memory/compare/bytesEqual|inlined.10
       end
       i32.const 0
       local.set $1
       loop $for-loop|11
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
         i32.const 7409
         i32.add
         i32.load8_u
         i32.ne
         br_if $assembly/memory/compare/bytesEqual|inlined.10
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
   if
    local.get $0
    i32.const 0
    i32.const 2
    i32.const 6
    call $assembly/describe/stored/classifyKeyed
    return
   end
   local.get $0
   i32.load offset=8
   local.tee $1
   local.get $0
   i32.load offset=180
   i32.add
   i32.const 0
   i32.store8
   local.get $1
   local.get $0
   i32.load offset=184
   i32.add
   i32.const 2
   i32.const 0
   local.get $2
   i32.const 128
   i32.and
   select
   i32.store8
   local.get $0
   i32.load offset=196
   local.get $1
   i32.const 2
   i32.shl
   i32.add
   local.get $0
   i32.load offset=16
   i32.store
   local.get $0
   local.get $1
   i32.const 1
   i32.add
   i32.store offset=8
   return
  end
  local.get $0
  i32.load offset=196
  local.get $1
  i32.const 2
  i32.shl
  i32.add
  local.get $0
  i32.load offset=16
  i32.store
  local.get $0
  local.get $1
  i32.const 1
  i32.add
  i32.store offset=8
  local.get $2
  i32.const 2
  i32.eq
  local.get $2
  i32.const 1
  i32.eq
  i32.or
  if
   local.get $0
   i32.load offset=168
   if (result i32)
    i32.const 1
   else
    local.get $0
    i32.const 0
    i32.const 0
    call $assembly/engine/keys/queueKey
   end
   i32.eqz
   if
    local.get $0
    i32.const 16
    i32.store offset=168
   end
  end
 )
 (func $assembly/describe/stored/scanItem (param $0 i32) (result i32)
  (local $1 i32)
  (local $2 i32)
  (local $3 i32)
  (local $4 i64)
  (local $5 i64)
  (local $6 i32)
  (local $7 i32)
  (local $8 i32)
  (local $9 i32)
  i32.const 7436
  i32.load
  i32.const 7432
  i32.load
  i32.ne
  if (result i32)
   i32.const 1
  else
   i32.const 7440
   i32.load
   i32.eqz
   if
    i32.const 7440
    i32.const 10
    i32.store
   end
   i32.const 0
  end
  i32.eqz
  if
   i32.const 0
   return
  end
  i32.const 7432
  i32.load
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
   i32.const 1
   local.get $0
   i32.load offset=160
   call $assembly/msgpack/reader/skipValues
   i32.eqz
   if
    i32.const 0
    return
   end
   local.get $0
   i32.load offset=8
   local.tee $1
   local.get $0
   i32.load offset=180
   i32.add
   i32.const 5
   i32.store8
   local.get $1
   local.get $0
   i32.load offset=184
   i32.add
   i32.const 0
   i32.store8
   local.get $0
   i32.load offset=196
   local.get $1
   i32.const 2
   i32.shl
   i32.add
   local.get $0
   i32.load offset=16
   i32.store
   local.get $0
   local.get $1
   i32.const 1
   i32.add
   i32.store offset=8
   i32.const 1
   return
  end
  local.get $0
  i32.load offset=160
  i32.const 2
  i32.lt_s
  if
   i32.const 7440
   i32.load
   i32.eqz
   if
    i32.const 7440
    i32.const 12
    i32.store
   end
   i32.const 0
   return
  end
  call $assembly/msgpack/reader/readMapHeader
  local.tee $4
  i64.const 0
  i64.lt_s
  if
   i32.const 0
   return
  end
  local.get $0
  i32.load offset=292
  i64.const 0
  i64.store
  local.get $0
  i32.load offset=292
  i64.const 0
  i64.store offset=8
  loop $for-loop|4
   local.get $4
   local.get $5
   i64.gt_s
   if
    local.get $0
    i32.load offset=160
    local.set $2
    block $assembly/describe/fields/readKey|inlined.0
     i32.const 7436
     i32.load
     local.tee $1
     i32.const 7432
     i32.load
     local.tee $3
     i32.gt_u
     if
      local.get $3
      i32.load8_u
      local.tee $6
      i32.const 31
      i32.and
      local.set $7
      local.get $6
      i32.const 224
      i32.and
      i32.const 160
      i32.eq
      local.get $7
      local.get $1
      local.get $3
      i32.sub
      i32.lt_u
      i32.and
      if (result i32)
       local.get $7
       i32.const 9
       i32.eq
       if (result i32)
        local.get $3
        i64.load offset=1
        i64.const 6876843178028195679
        i64.eq
       else
        i32.const 0
       end
       if (result i32)
        local.get $3
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
       i32.const 7432
       local.get $7
       local.get $3
       i32.const 1
       i32.add
       i32.add
       i32.store
       block $assembly/describe/fields/fieldId|inlined.0 (result i32)
        block $break|5
         block $case7|5
          block $case6|5
           block $case5|5
            block $case4|5
             block $case3|5
              block $case2|5
               block $case1|5
                block $case0|5
                 local.get $7
                 i32.const 2
                 i32.sub
                 br_table $case0|5 $break|5 $case1|5 $break|5 $break|5 $case2|5 $break|5 $case3|5 $case4|5 $case5|5 $case6|5 $break|5 $break|5 $break|5 $break|5 $break|5 $break|5 $case7|5 $break|5
                end
                i32.const 4
                i32.const 0
                local.get $3
                i32.load16_u offset=1
                i32.const 25705
                i32.eq
                select
                br $assembly/describe/fields/fieldId|inlined.0
               end
               local.get $3
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
               br $assembly/describe/fields/fieldId|inlined.0
              end
              i32.const 3
              i32.const 0
              local.get $3
              i32.load offset=1
              i32.const 1819042147
              i32.eq
              if (result i32)
               local.get $3
               i32.load offset=4
               i32.const 1684627308
               i32.eq
              else
               i32.const 0
              end
              select
              br $assembly/describe/fields/fieldId|inlined.0
             end
             i32.const 8
             i32.const 0
             local.get $3
             i64.load offset=1
             i64.const 8028075858292209765
             i64.eq
             if (result i32)
              local.get $3
              i32.load8_u offset=9
              i32.const 110
              i32.eq
             else
              i32.const 0
             end
             select
             br $assembly/describe/fields/fieldId|inlined.0
            end
            i32.const 7
            i32.const 0
            local.get $3
            i64.load offset=1
            i64.const 7809632490329436020
            i64.eq
            if (result i32)
             local.get $3
             i32.load16_u offset=9
             i32.const 29548
             i32.eq
            else
             i32.const 0
            end
            select
            br $assembly/describe/fields/fieldId|inlined.0
           end
           i32.const 9
           i32.const 0
           local.get $3
           i64.load offset=1
           i64.const 7885362534758641253
           i64.eq
           if (result i32)
            local.get $3
            i32.load offset=8
            i32.const 1953391981
            i32.eq
           else
            i32.const 0
           end
           select
           br $assembly/describe/fields/fieldId|inlined.0
          end
          i32.const 6
          i32.const 0
          local.get $3
          i64.load offset=1
          i64.const 7809632490329436020
          i64.eq
          if (result i32)
           local.get $3
           i32.load offset=9
           i32.const 1684627308
           i32.eq
          else
           i32.const 0
          end
          select
          br $assembly/describe/fields/fieldId|inlined.0
         end
         i32.const 5
         i32.const 0
         local.get $3
         i64.load offset=1
         i64.const 7809653449870569569
         i64.eq
         if (result i32)
          local.get $3
          i64.load offset=9
          i64.const 8391162085809418847
          i64.eq
         else
          i32.const 0
         end
         if (result i32)
          local.get $3
          i32.load offset=16
          i32.const 1684627316
          i32.eq
         else
          i32.const 0
         end
         select
         br $assembly/describe/fields/fieldId|inlined.0
        end
        i32.const 0
       end
       local.set $1
       br $assembly/describe/fields/readKey|inlined.0
      end
     end
     i32.const -1
     local.set $1
     i32.const 7436
     i32.load
     i32.const 7432
     i32.load
     i32.ne
     if (result i32)
      i32.const 1
     else
      i32.const 7440
      i32.load
      i32.eqz
      if
       i32.const 7440
       i32.const 10
       i32.store
      end
      i32.const 0
     end
     i32.eqz
     br_if $assembly/describe/fields/readKey|inlined.0
     i32.const 7432
     i32.load
     i32.load8_u
     local.tee $3
     i32.const 224
     i32.and
     i32.const 160
     i32.eq
     if (result i32)
      i32.const 1
     else
      local.get $3
      i32.const 219
      i32.le_u
      local.get $3
      i32.const 217
      i32.ge_u
      i32.and
     end
     i32.eqz
     if
      local.get $3
      i32.const 224
      i32.and
      i32.const 128
      i32.eq
      if (result i32)
       i32.const 1
      else
       local.get $3
       i32.const 223
       i32.le_u
       local.get $3
       i32.const 220
       i32.ge_u
       i32.and
      end
      if (result i32)
       i32.const 0
      else
       local.get $3
       i32.const 196
       i32.eq
       if (result i32)
        i32.const 1
       else
        local.get $3
        i32.const 197
        i32.eq
        if (result i32)
         i32.const 2
        else
         i32.const 4
         i32.const -1
         local.get $3
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
       i32.const 7440
       i32.load
       i32.eqz
       if
        i32.const 7440
        i32.const 11
        i32.store
       end
       br $assembly/describe/fields/readKey|inlined.0
      end
      i32.const 0
      i32.const -1
      i32.const 1
      i32.const 2
      local.get $2
      call $assembly/msgpack/reader/skipValues
      select
      local.set $1
      br $assembly/describe/fields/readKey|inlined.0
     end
     i32.const 7432
     call $assembly/msgpack/reader/readStr
     i32.eqz
     br_if $assembly/describe/fields/readKey|inlined.0
     i32.const 7444
     i32.load
     local.set $2
     i32.const 7448
     i32.load
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
     if
      i32.const 7440
      i32.load
      i32.eqz
      if
       i32.const 7440
       i32.const 15
       i32.store
      end
      br $assembly/describe/fields/readKey|inlined.0
     end
     block $assembly/describe/fields/fieldId|inlined.1 (result i32)
      i32.const 7444
      i32.load
      local.set $1
      block $break|6
       block $case7|6
        block $case6|6
         block $case5|6
          block $case4|6
           block $case3|6
            block $case2|6
             block $case1|6
              block $case0|6
               i32.const 7448
               i32.load
               i32.const 2
               i32.sub
               br_table $case0|6 $break|6 $case1|6 $break|6 $break|6 $case2|6 $break|6 $case3|6 $case4|6 $case5|6 $case6|6 $break|6 $break|6 $break|6 $break|6 $break|6 $break|6 $case7|6 $break|6
              end
              i32.const 4
              i32.const 0
              local.get $1
              i32.load16_u
              i32.const 25705
              i32.eq
              select
              br $assembly/describe/fields/fieldId|inlined.1
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
             br $assembly/describe/fields/fieldId|inlined.1
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
            br $assembly/describe/fields/fieldId|inlined.1
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
           br $assembly/describe/fields/fieldId|inlined.1
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
          br $assembly/describe/fields/fieldId|inlined.1
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
         br $assembly/describe/fields/fieldId|inlined.1
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
        br $assembly/describe/fields/fieldId|inlined.1
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
       br $assembly/describe/fields/fieldId|inlined.1
      end
      i32.const 0
     end
     local.set $1
    end
    local.get $1
    local.tee $2
    i32.const -1
    i32.eq
    if
     i32.const 0
     local.set $1
    else
     block $assembly/describe/fields/readFieldValue|inlined.0
      local.get $0
      i32.load offset=160
      local.set $6
      i32.const 7432
      i32.load
      local.tee $3
      i32.const 7436
      i32.load
      i32.lt_u
      if
       i32.const 0
       local.set $1
       local.get $3
       i32.load8_u
       local.tee $7
       i32.const 224
       i32.and
       i32.const 160
       i32.eq
       if (result i32)
        local.get $3
        i32.const 1
        i32.add
        local.set $1
        local.get $7
        i32.const 31
        i32.and
       else
        local.get $7
        i32.const 217
        i32.eq
        if (result i32)
         i32.const 7436
         i32.load
         local.get $3
         i32.sub
         i32.const 2
         i32.ge_u
        else
         i32.const 0
        end
        if (result i32)
         local.get $3
         i32.const 2
         i32.add
         local.set $1
         local.get $3
         i32.load8_u offset=1
        else
         local.get $7
         i32.const 218
         i32.eq
         if (result i32)
          i32.const 7436
          i32.load
          local.get $3
          i32.sub
          i32.const 3
          i32.ge_u
         else
          i32.const 0
         end
         if (result i32)
          local.get $3
          i32.const 3
          i32.add
          local.set $1
          local.get $3
          i32.load16_u offset=1
          local.tee $3
          i32.const 8
          i32.shl
          local.get $3
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
       local.set $3
       local.get $1
       if (result i32)
        local.get $3
        i32.const 7436
        i32.load
        local.get $1
        i32.sub
        i32.le_u
       else
        i32.const 0
       end
       if
        local.get $2
        if
         local.get $0
         i32.load offset=292
         local.tee $6
         local.get $2
         i32.add
         i32.const 2
         i32.store8
         local.get $2
         i32.const 2
         i32.shl
         local.tee $2
         local.get $6
         i32.const 16
         i32.add
         i32.add
         local.get $1
         i32.store
         local.get $6
         i32.const 80
         i32.add
         local.get $2
         i32.add
         local.get $3
         i32.store
        end
        i32.const 7432
        local.get $1
        local.get $3
        i32.add
        i32.store
        i32.const 1
        local.set $1
        br $assembly/describe/fields/readFieldValue|inlined.0
       end
      end
      i32.const 0
      local.set $1
      i32.const 7436
      i32.load
      i32.const 7432
      i32.load
      i32.ne
      if (result i32)
       i32.const 1
      else
       i32.const 7440
       i32.load
       i32.eqz
       if
        i32.const 7440
        i32.const 10
        i32.store
       end
       i32.const 0
      end
      i32.eqz
      br_if $assembly/describe/fields/readFieldValue|inlined.0
      i32.const 7432
      i32.load
      local.tee $3
      i32.load8_u
      local.set $7
      local.get $2
      i32.eqz
      if
       block $__inlined_func$assembly/msgpack/reader/skipValue$905 (result i32)
        local.get $3
        i32.const 7436
        i32.load
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
          i32.const 7432
          call $assembly/msgpack/reader/readStr
          br $__inlined_func$assembly/msgpack/reader/skipValue$905
         end
        end
        i32.const 1
        i32.const 2
        local.get $6
        call $assembly/msgpack/reader/skipValues
       end
       local.set $1
       br $assembly/describe/fields/readFieldValue|inlined.0
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
       i32.const 7432
       call $assembly/msgpack/reader/readStr
       i32.eqz
       br_if $assembly/describe/fields/readFieldValue|inlined.0
       i32.const 7444
       i32.load
       local.set $1
       i32.const 7448
       i32.load
       local.set $3
       local.get $2
       local.get $0
       i32.load offset=292
       local.tee $6
       i32.add
       i32.const 2
       i32.store8
       local.get $2
       i32.const 2
       i32.shl
       local.tee $2
       local.get $6
       i32.const 16
       i32.add
       i32.add
       local.get $1
       i32.store
       local.get $6
       i32.const 80
       i32.add
       local.get $2
       i32.add
       local.get $3
       i32.store
       i32.const 1
       local.set $1
       br $assembly/describe/fields/readFieldValue|inlined.0
      end
      i32.const 7432
      i32.load
      local.set $3
      i32.const 1
      i32.const 2
      local.get $6
      call $assembly/msgpack/reader/skipValues
      i32.eqz
      br_if $assembly/describe/fields/readFieldValue|inlined.0
      local.get $0
      i32.load offset=292
      local.tee $6
      local.get $2
      i32.add
      i32.const 2
      local.set $1
      block $assembly/describe/fields/tagOf|inlined.0
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
       br_if $assembly/describe/fields/tagOf|inlined.0
       i32.const 1
       local.set $1
       local.get $7
       i32.const 192
       i32.eq
       br_if $assembly/describe/fields/tagOf|inlined.0
       i32.const 3
       local.set $1
       local.get $7
       i32.const 222
       i32.eq
       local.get $7
       i32.const 240
       i32.and
       local.tee $9
       i32.const 128
       i32.eq
       i32.or
       local.get $7
       i32.const 223
       i32.eq
       i32.or
       br_if $assembly/describe/fields/tagOf|inlined.0
       i32.const 4
       i32.const 5
       local.get $7
       i32.const 220
       i32.eq
       local.get $9
       i32.const 144
       i32.eq
       i32.or
       local.get $7
       i32.const 221
       i32.eq
       i32.or
       select
       local.set $1
      end
      local.get $1
      i32.store8
      local.get $2
      i32.const 2
      i32.shl
      local.tee $1
      local.get $6
      i32.const 16
      i32.add
      i32.add
      local.get $3
      i32.store
      local.get $6
      i32.const 80
      i32.add
      local.get $1
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
    local.get $5
    i64.const 1
    i64.add
    local.set $5
    br $for-loop|4
   end
  end
  local.get $0
  call $assembly/describe/stored/classify
  i32.const 1
 )
 (func $assembly/describe/stored/scanAvailable (param $0 i32) (param $1 i32) (result i32)
  (local $2 i32)
  (local $3 i64)
  (local $4 i32)
  (local $5 i32)
  (local $6 i64)
  (local $7 i32)
  local.get $0
  i32.load offset=140
  local.tee $2
  local.get $1
  i32.gt_u
  local.tee $4
  if
   local.get $1
   local.set $2
  end
  local.get $0
  i32.load offset=148
  i32.const 0
  i32.lt_s
  if
   local.get $2
   i32.const 9
   i32.lt_u
   local.get $4
   i32.and
   if
    i32.const 17
    return
   end
   block $__inlined_func$assembly/describe/stored/scanHeader$929 (result i32)
    local.get $0
    i32.load offset=140
    local.set $1
    i32.const 7432
    local.get $0
    i32.load offset=132
    local.tee $5
    i32.store
    i32.const 7436
    local.get $1
    local.get $5
    i32.add
    i32.store
    i32.const 7440
    i32.const 0
    i32.store
    i32.const 7432
    call $assembly/msgpack/reader/readArrayHeader
    local.tee $3
    i64.const 0
    i64.lt_s
    if
     i32.const 7440
     i32.load
     br $__inlined_func$assembly/describe/stored/scanHeader$929
    end
    i32.const 13
    local.get $3
    local.get $0
    i64.load32_s offset=156
    i64.gt_s
    br_if $__inlined_func$assembly/describe/stored/scanHeader$929
    drop
    i32.const 12
    local.get $0
    i32.load offset=160
    i32.const 0
    i32.le_s
    br_if $__inlined_func$assembly/describe/stored/scanHeader$929
    drop
    local.get $0
    local.get $3
    i64.store32 offset=152
    i64.const 1
    local.get $3
    i64.const 1
    i64.shr_s
    local.tee $6
    local.get $6
    i64.const 1
    i64.le_s
    select
    local.set $6
    i32.const 16
    local.get $0
    i32.load8_u offset=164
    if (result i32)
     i32.const 1
    else
     local.get $0
     i32.const 180
     i32.const 12
     i32.const 1148
     i32.const 11
     local.get $0
     i32.load offset=8
     local.get $3
     call $assembly/engine/tables/ensureGroup
     if (result i32)
      local.get $0
      i32.const 224
      i32.const 20
      i32.const 1159
      i32.const 6
      local.get $0
      i32.load offset=16
      local.get $6
      call $assembly/engine/tables/ensureGroup
     else
      i32.const 0
     end
     if (result i32)
      local.get $0
      local.get $3
      i64.const 3
      i64.mul
      i64.const 3
      i64.shr_s
      call $assembly/engine/keys/growKeys
     else
      i32.const 0
     end
     if (result i32)
      local.get $0
      i32.const 276
      i32.const 36
      i32.const 1171
      i32.const 1
      local.get $0
      i32.load offset=32
      local.get $3
      i64.const 3
      i64.shl
      call $assembly/engine/tables/ensureGroup
     else
      i32.const 0
     end
    end
    i32.eqz
    br_if $__inlined_func$assembly/describe/stored/scanHeader$929
    drop
    local.get $0
    i32.const 0
    i32.store offset=168
    local.get $0
    i32.const 0
    i32.store offset=148
    local.get $0
    i32.const 7432
    i32.load
    local.get $0
    i32.load offset=132
    i32.sub
    i32.store offset=144
    i32.const 0
   end
   local.tee $1
   if
    local.get $1
    return
   end
  end
  i32.const 7432
  local.get $0
  i32.load offset=132
  local.tee $5
  local.get $0
  i32.load offset=144
  local.tee $1
  i32.add
  local.tee $7
  i32.store
  i32.const 7436
  local.get $2
  local.get $1
  i32.sub
  local.get $7
  i32.add
  i32.store
  i32.const 7440
  i32.const 0
  i32.store
  local.get $0
  i32.load offset=152
  local.set $2
  local.get $0
  i32.load offset=148
  local.set $1
  loop $for-loop|0
   local.get $1
   local.get $2
   i32.lt_s
   if
    i32.const 7432
    i32.load
    local.set $7
    local.get $0
    i32.load8_u offset=164
    if (result i32)
     i32.const 1
     i32.const 1
     local.get $0
     i32.load offset=160
     call $assembly/msgpack/reader/skipValues
    else
     local.get $0
     i32.load offset=220
     local.get $1
     i32.const 2
     i32.shl
     i32.add
     local.get $7
     local.get $5
     i32.sub
     i32.store
     local.get $0
     call $assembly/describe/stored/scanItem
    end
    i32.eqz
    if
     local.get $4
     if (result i32)
      i32.const 7440
      i32.load
      i32.const 10
      i32.ne
     else
      i32.const 1
     end
     if
      i32.const 7440
      i32.load
      return
     end
     local.get $0
     local.get $1
     i32.store offset=148
     local.get $0
     local.get $7
     local.get $5
     i32.sub
     i32.store offset=144
     i32.const 17
     return
    end
    local.get $1
    i32.const 1
    i32.add
    local.set $1
    br $for-loop|0
   end
  end
  local.get $0
  local.get $2
  i32.store offset=148
  local.get $0
  i32.const 7432
  i32.load
  local.get $5
  i32.sub
  i32.store offset=144
  local.get $0
  i32.load8_u offset=164
  if
   i32.const 14
   i32.const 0
   i32.const 7432
   i32.load
   local.get $5
   local.get $0
   i32.load offset=140
   i32.add
   i32.ne
   select
   return
  end
  local.get $0
  i32.load offset=220
  local.get $2
  i32.const 2
  i32.shl
  i32.add
  i32.const 7432
  i32.load
  local.get $5
  i32.sub
  i32.store
  i32.const 14
  i32.const 0
  i32.const 7432
  i32.load
  local.get $5
  local.get $0
  i32.load offset=140
  i32.add
  i32.ne
  select
 )
 (func $assembly/one-shot/scanItems (param $0 i32) (result i32)
  (local $1 i32)
  global.get $assembly/one-shot/current
  i32.const 7464
  i32.eq
  if
   i32.const -1
   return
  end
  global.get $assembly/one-shot/current
  local.tee $1
  local.get $0
  call $assembly/describe/stored/scanAvailable
  local.set $0
  local.get $1
  i32.load offset=172
  i32.const 0
  i32.gt_s
  if (result i32)
   local.get $1
   call $assembly/engine/keys/flushKeys
  else
   i32.const 1
  end
  if (result i32)
   i32.const 1
  else
   local.get $1
   i32.load offset=168
  end
  i32.eqz
  if
   local.get $1
   i32.const 16
   i32.store offset=168
  end
  local.get $0
  i32.eqz
  if
   local.get $1
   i32.load offset=168
   local.set $0
  end
  local.get $0
  i32.const 17
  i32.eq
  if (result i32)
   local.get $0
  else
   local.get $0
   call $assembly/one-shot/filled
  end
 )
 (func $assembly/one-shot/prepareItems (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (result i32)
  (local $4 i32)
  global.get $assembly/one-shot/current
  i32.const 7464
  i32.eq
  if (result i32)
   i32.const -1
  else
   global.get $assembly/one-shot/current
   local.get $3
   i32.store offset=4
   global.get $assembly/one-shot/current
   local.tee $3
   global.get $assembly/one-shot/current
   i32.load offset=288
   local.tee $4
   i32.store offset=132
   local.get $3
   local.get $0
   i32.store offset=140
   local.get $3
   local.get $4
   i32.store offset=136
   local.get $3
   local.get $1
   i32.store offset=156
   local.get $3
   local.get $2
   i32.store offset=160
   local.get $3
   i32.const 0
   i32.store8 offset=164
   local.get $3
   i32.const -1
   i32.store offset=148
   local.get $3
   i32.const 0
   i32.store offset=144
   i32.const 0
  end
  local.tee $1
  if (result i32)
   local.get $1
  else
   local.get $0
   call $assembly/one-shot/scanItems
  end
 )
 (func $assembly/one-shot/beginWindow (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (result i32)
  local.get $1
  call $assembly/one-shot/inputAlloc
  local.tee $1
  i32.eqz
  if
   i32.const 0
   return
  end
  global.get $assembly/one-shot/current
  local.get $4
  i32.store offset=4
  global.get $assembly/one-shot/current
  local.tee $4
  local.get $1
  i32.store offset=132
  local.get $4
  local.get $0
  i32.store offset=140
  local.get $4
  local.get $1
  i32.store offset=136
  local.get $4
  local.get $2
  i32.store offset=156
  local.get $4
  local.get $3
  i32.store offset=160
  local.get $4
  local.get $5
  i32.store8 offset=164
  local.get $4
  i32.const -1
  i32.store offset=148
  local.get $4
  i32.const 0
  i32.store offset=144
  local.get $1
 )
 (func $assembly/one-shot/windowAt (param $0 i32) (result i32)
  (local $1 i32)
  global.get $assembly/one-shot/current
  local.tee $1
  local.get $1
  i32.load offset=136
  local.get $0
  i32.sub
  i32.store offset=132
  local.get $1
  i32.load offset=136
 )
 (func $assembly/one-shot/itemsResumeAt (result i32)
  global.get $assembly/one-shot/current
  i32.load offset=144
 )
 (func $assembly/one-shot/walkItems (param $0 i32) (param $1 i32) (param $2 i32) (result i32)
  (local $3 i64)
  (local $4 i32)
  global.get $assembly/one-shot/current
  i32.const 7464
  i32.eq
  if
   i32.const -1
   return
  end
  block $__inlined_func$assembly/msgpack/reader/checkTopArray$930 (result i32)
   i32.const 7432
   global.get $assembly/one-shot/current
   i32.load offset=288
   local.tee $4
   i32.store
   i32.const 7436
   local.get $0
   local.get $4
   i32.add
   i32.store
   i32.const 7440
   i32.const 0
   i32.store
   i32.const 7432
   call $assembly/msgpack/reader/readArrayHeader
   local.tee $3
   i64.const 0
   i64.lt_s
   if
    i32.const 7440
    i32.load
    br $__inlined_func$assembly/msgpack/reader/checkTopArray$930
   end
   i32.const 13
   local.get $3
   local.get $1
   i64.extend_i32_s
   i64.gt_s
   br_if $__inlined_func$assembly/msgpack/reader/checkTopArray$930
   drop
   i32.const 12
   local.get $2
   i32.const 0
   i32.le_s
   br_if $__inlined_func$assembly/msgpack/reader/checkTopArray$930
   drop
   local.get $3
   i32.wrap_i64
   i32.const 1
   local.get $2
   call $assembly/msgpack/reader/skipValues
   i32.eqz
   if
    i32.const 7440
    i32.load
    br $__inlined_func$assembly/msgpack/reader/checkTopArray$930
   end
   i32.const 14
   i32.const 0
   i32.const 7432
   i32.load
   i32.const 7436
   i32.load
   i32.ne
   select
  end
 )
 (func $assembly/one-shot/oneShot (result i32)
  global.get $assembly/one-shot/current
  i32.const 0
  global.get $assembly/one-shot/current
  i32.const 7464
  i32.ne
  select
 )
 (func $assembly/one-shot/ambiguousCount (result i32)
  global.get $assembly/one-shot/current
  i32.load offset=104
 )
 (func $assembly/engine/pairing/decide (param $0 i32) (result i32)
  (local $1 i32)
  (local $2 i32)
  (local $3 i32)
  (local $4 i32)
  (local $5 i32)
  (local $6 i32)
  (local $7 i32)
  (local $8 i32)
  (local $9 i32)
  local.get $0
  i32.load offset=56
  local.tee $4
  if (result i32)
   local.get $0
   i32.load offset=60
  else
   i32.const 2147483647
  end
  local.set $1
  local.get $0
  i32.load offset=64
  local.set $6
  local.get $0
  i32.load offset=40
  local.set $8
  loop $for-loop|0
   local.get $5
   local.get $8
   i32.lt_s
   if
    local.get $1
    local.get $0
    i32.load offset=280
    local.get $5
    i32.const 2
    i32.shl
    i32.add
    i32.load
    local.tee $7
    i32.const 2
    i32.shl
    local.tee $9
    local.get $0
    i32.load offset=236
    i32.add
    i32.load
    local.tee $2
    i32.gt_s
    if
     local.get $7
     local.get $0
     i32.load offset=244
     i32.add
     i32.load8_u
     i32.const 0
     i32.ne
     local.tee $3
     if
      local.get $0
      i32.load offset=192
      local.get $9
      local.get $0
      i32.load offset=232
      i32.add
      i32.load
      i32.add
      i32.load8_u
      i32.const 0
      i32.ne
      local.set $3
     end
     local.get $3
     if (result i32)
      local.get $2
      local.get $0
      i32.load offset=192
      i32.add
      i32.load8_u
      i32.eqz
     else
      local.get $3
     end
     if
      local.get $0
      i32.load offset=240
      local.get $7
      i32.const 2
      i32.shl
      i32.add
      i32.load
      local.set $2
     end
     local.get $1
     local.get $2
     i32.gt_s
     local.get $2
     i32.const 0
     i32.ge_s
     i32.and
     if
      i32.const 3
      local.set $4
      i32.const 0
      local.set $6
      local.get $2
      local.set $1
     end
     local.get $5
     i32.const 1
     i32.add
     local.set $5
     br $for-loop|0
    end
   end
  end
  local.get $0
  local.get $4
  i32.store offset=68
  local.get $0
  local.get $1
  i32.const -1
  local.get $4
  select
  i32.store offset=72
  local.get $0
  local.get $6
  i32.const -1
  local.get $4
  select
  i32.store offset=76
  local.get $4
 )
 (func $assembly/engine/order/emitGroupOutputs (param $0 i32) (param $1 i32) (param $2 i32) (result i32)
  (local $3 i32)
  (local $4 i32)
  (local $5 i32)
  (local $6 i32)
  (local $7 i32)
  (local $8 i32)
  block $__inlined_func$assembly/engine/order/adjacentOutputs$911 (result i32)
   local.get $0
   i32.load offset=196
   local.tee $5
   local.get $1
   i32.const 1
   i32.add
   i32.const 2
   i32.shl
   i32.add
   i32.load
   local.set $6
   i32.const -1
   local.set $4
   local.get $5
   local.get $0
   i32.load offset=204
   local.get $1
   i32.const 2
   i32.shl
   i32.add
   i32.load
   i32.const 2
   i32.shl
   i32.add
   i32.load
   local.set $5
   loop $for-loop|0
    local.get $5
    local.get $6
    i32.lt_s
    if
     block $for-continue|0
      local.get $5
      i32.const 2
      i32.shl
      local.tee $7
      local.get $0
      i32.load offset=232
      i32.add
      i32.load
      local.tee $8
      i32.const 0
      i32.lt_s
      if
       i32.const 0
       local.get $0
       i32.load offset=184
       local.get $0
       i32.load offset=228
       local.get $7
       i32.add
       i32.load
       i32.add
       i32.load8_u
       i32.const 1
       i32.and
       br_if $__inlined_func$assembly/engine/order/adjacentOutputs$911
       drop
       br $for-continue|0
      end
      i32.const 0
      local.get $1
      local.get $8
      i32.ge_s
      br_if $__inlined_func$assembly/engine/order/adjacentOutputs$911
      drop
      local.get $3
      i32.const 1
      i32.add
      local.set $3
      local.get $8
      local.get $4
      local.get $4
      local.get $8
      i32.lt_s
      select
      local.set $4
     end
     local.get $5
     i32.const 1
     i32.add
     local.set $5
     br $for-loop|0
    end
   end
   local.get $3
   i32.const 0
   local.get $4
   local.get $1
   local.get $3
   i32.add
   i32.eq
   select
  end
  local.tee $5
  i32.const 0
  i32.gt_s
  if
   i32.const 1
   local.set $4
   loop $for-loop|00
    local.get $4
    local.get $5
    i32.le_s
    if
     local.get $2
     local.tee $3
     i32.const 1
     i32.add
     local.set $2
     local.get $0
     i32.load offset=284
     local.get $3
     i32.const 2
     i32.shl
     i32.add
     local.get $1
     local.get $4
     i32.add
     i32.store
     local.get $4
     i32.const 1
     i32.add
     local.set $4
     br $for-loop|00
    end
   end
   local.get $2
   return
  end
  local.get $0
  i32.load offset=196
  local.get $0
  i32.load offset=204
  local.get $1
  i32.const 2
  i32.shl
  i32.add
  i32.load
  i32.const 2
  i32.shl
  i32.add
  i32.load
  local.set $3
  loop $for-loop|1
   local.get $3
   local.get $6
   i32.lt_s
   if
    local.get $0
    i32.load offset=232
    local.get $3
    i32.const 2
    i32.shl
    i32.add
    i32.load
    local.tee $1
    i32.const 0
    i32.ge_s
    if (result i32)
     local.get $0
     i32.load offset=284
     local.get $2
     i32.const 2
     i32.shl
     i32.add
     local.get $1
     i32.store
     local.get $2
     i32.const 1
     i32.add
    else
     local.get $0
     i32.load offset=228
     local.get $3
     i32.const 2
     i32.shl
     i32.add
     i32.load
     local.tee $1
     local.get $0
     i32.load offset=184
     i32.add
     i32.load8_u
     i32.const 1
     i32.and
     if (result i32)
      local.get $0
      i32.load offset=284
      local.tee $4
      local.get $2
      i32.const 2
      i32.shl
      i32.add
      local.get $0
      i32.load offset=8
      local.get $0
      i32.load offset=16
      i32.add
      i32.const 2
      i32.shl
      local.get $4
      i32.add
      local.tee $4
      local.get $0
      i32.load offset=84
      i32.const 3
      i32.shl
      i32.add
      local.get $1
      i32.store
      local.get $4
      local.get $0
      i32.load offset=84
      i32.const 1
      i32.shl
      i32.const 1
      i32.add
      i32.const 2
      i32.shl
      i32.add
      local.get $3
      local.get $0
      i32.load offset=196
      local.get $1
      i32.const 2
      i32.shl
      i32.add
      i32.load
      i32.sub
      i32.store
      local.get $0
      local.get $0
      i32.load offset=84
      i32.const 1
      i32.add
      local.tee $1
      i32.store offset=84
      i32.const 0
      local.get $1
      i32.sub
      i32.store
      local.get $2
      i32.const 1
      i32.add
     else
      local.get $2
     end
    end
    local.set $2
    local.get $3
    i32.const 1
    i32.add
    local.set $3
    br $for-loop|1
   end
  end
  local.get $2
 )
 (func $assembly/engine/order/planOrder (param $0 i32) (param $1 i32) (result i32)
  (local $2 i32)
  (local $3 i32)
  (local $4 i32)
  (local $5 i32)
  (local $6 i32)
  (local $7 i32)
  local.get $0
  call $assembly/engine/order/reservePlan
  i32.eqz
  if
   i32.const 0
   return
  end
  local.get $0
  local.get $1
  i32.store offset=92
  local.get $0
  i32.load offset=188
  local.set $4
  local.get $0
  i32.load offset=180
  local.set $5
  local.get $0
  i32.load offset=284
  local.set $3
  local.get $0
  i32.load offset=8
  local.set $6
  loop $for-loop|0
   local.get $1
   local.get $6
   i32.lt_s
   if
    local.get $1
    local.get $4
    i32.add
    i32.load8_u
    i32.eqz
    if
     local.get $3
     local.get $2
     i32.const 2
     i32.shl
     i32.add
     local.get $1
     i32.store
     local.get $2
     i32.const 1
     i32.add
     local.set $2
     local.get $1
     local.get $5
     i32.add
     i32.load8_u
     local.tee $7
     i32.const 3
     i32.eq
     if (result i32)
      i32.const 1
     else
      local.get $7
      i32.const 1
      i32.eq
      if (result i32)
       local.get $1
       i32.const 1
       i32.add
       local.get $6
       i32.eq
       if (result i32)
        i32.const 1
       else
        local.get $5
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
     if
      local.get $0
      local.get $1
      local.get $2
      call $assembly/engine/order/emitGroupOutputs
      local.set $2
     end
    end
    local.get $1
    i32.const 1
    i32.add
    local.set $1
    br $for-loop|0
   end
  end
  local.get $0
  local.get $2
  i32.store offset=80
  local.get $0
  local.get $6
  i32.store offset=120
  local.get $0
  i32.load offset=284
  local.get $0
  i32.load offset=16
  local.tee $1
  local.get $0
  i32.load offset=8
  i32.add
  i32.const 2
  i32.shl
  i32.add
  local.get $1
  i32.const 3
  i32.shl
  i32.add
  local.set $2
  i32.const 0
  local.set $1
  loop $for-loop|1
   local.get $1
   local.get $0
   i32.load offset=40
   i32.lt_s
   if
    local.get $2
    local.get $1
    i32.const 2
    i32.shl
    local.tee $3
    i32.add
    local.get $0
    i32.load offset=236
    local.get $0
    i32.load offset=280
    local.get $3
    i32.add
    i32.load
    i32.const 2
    i32.shl
    i32.add
    i32.load
    i32.store
    local.get $1
    i32.const 1
    i32.add
    local.set $1
    br $for-loop|1
   end
  end
  local.get $0
  local.get $0
  i32.load offset=40
  i32.store offset=88
  i32.const 1
 )
 (func $assembly/one-shot/reconcile (result i32)
  (local $0 i32)
  global.get $assembly/one-shot/current
  call $assembly/engine/pairing/decide
  local.tee $0
  i32.eqz
  if
   global.get $assembly/one-shot/current
   i32.const 0
   call $assembly/engine/order/planOrder
   drop
  end
  local.get $0
 )
 (func $assembly/engine/cutoff/planCutoff (param $0 i32) (param $1 i32) (param $2 i32) (result i32)
  (local $3 i32)
  (local $4 i32)
  (local $5 i32)
  (local $6 i32)
  (local $7 i32)
  local.get $0
  call $assembly/engine/order/reservePlan
  i32.eqz
  if
   i32.const 0
   return
  end
  local.get $0
  i32.load offset=200
  local.set $4
  local.get $0
  i32.load offset=184
  local.set $5
  local.get $0
  i32.load offset=108
  local.set $3
  local.get $0
  i32.load offset=8
  local.set $6
  loop $for-loop|0
   local.get $3
   local.get $6
   i32.lt_s
   if
    local.get $4
    local.get $3
    i32.const 1
    i32.add
    i32.const 2
    i32.shl
    i32.add
    local.get $3
    local.get $5
    i32.add
    i32.load8_u
    i32.const 2
    i32.and
    if (result i32)
     local.get $4
     local.get $3
     i32.const 2
     i32.shl
     i32.add
     i32.load
    else
     local.get $3
     i32.const 1
     i32.add
    end
    i32.store
    local.get $3
    i32.const 1
    i32.add
    local.set $3
    br $for-loop|0
   end
  end
  local.get $0
  local.get $0
  i32.load offset=8
  i32.store offset=108
  local.get $2
  i32.const -2
  i32.eq
  if
   i32.const -1
   local.set $3
   i32.const 0
   local.set $2
   local.get $0
   i32.load offset=16
   local.set $5
   loop $for-loop|00
    local.get $2
    local.get $5
    i32.lt_s
    if
     local.get $0
     i32.load offset=228
     local.get $2
     i32.const 2
     i32.shl
     i32.add
     i32.load
     local.tee $6
     local.get $1
     i32.lt_s
     if
      block $for-continue|0
       local.get $6
       local.get $0
       i32.load offset=184
       i32.add
       i32.load8_u
       i32.const 1
       i32.and
       if (result i32)
        local.get $6
        local.get $0
        i32.load offset=180
        i32.add
        i32.load8_u
        i32.const 2
        i32.eq
       else
        i32.const 1
       end
       br_if $for-continue|0
       local.get $2
       i32.const 2
       i32.shl
       local.tee $7
       local.get $0
       i32.load offset=232
       i32.add
       i32.load
       local.tee $4
       local.get $1
       i32.lt_s
       local.get $4
       i32.const 0
       i32.ge_s
       i32.and
       br_if $for-continue|0
       local.get $6
       local.get $3
       local.get $3
       i32.const 0
       i32.lt_s
       select
       local.set $3
       local.get $0
       i32.load offset=284
       local.get $0
       i32.load offset=8
       local.get $0
       i32.load offset=16
       i32.add
       i32.const 2
       i32.shl
       i32.add
       local.tee $4
       local.get $0
       i32.load offset=84
       i32.const 3
       i32.shl
       i32.add
       local.get $7
       local.get $0
       i32.load offset=228
       i32.add
       i32.load
       local.tee $6
       i32.store
       local.get $4
       local.get $0
       i32.load offset=84
       i32.const 1
       i32.shl
       i32.const 1
       i32.add
       i32.const 2
       i32.shl
       i32.add
       local.get $2
       local.get $0
       i32.load offset=196
       local.get $6
       i32.const 2
       i32.shl
       i32.add
       i32.load
       i32.sub
       i32.store
       local.get $0
       local.get $0
       i32.load offset=84
       i32.const 1
       i32.add
       i32.store offset=84
      end
      local.get $2
      i32.const 1
      i32.add
      local.set $2
      br $for-loop|00
     end
    end
   end
   local.get $3
   local.set $2
  end
  local.get $2
  i32.const 0
  i32.ge_s
  if
   local.get $0
   i32.load offset=200
   local.get $0
   i32.load offset=204
   local.get $2
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
    local.get $0
    i32.load offset=8
    i32.lt_s
   else
    i32.const 0
   end
   if (result i32)
    local.get $1
    local.get $0
    i32.load offset=180
    i32.add
    i32.load8_u
    i32.const 1
    i32.eq
   else
    i32.const 0
   end
   if (result i32)
    local.get $1
    local.get $0
    i32.load offset=204
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
    local.get $0
    i32.load offset=200
    local.get $0
    i32.load offset=204
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
  local.get $0
  i32.load offset=124
  local.set $2
  local.get $1
  i32.const 1
  i32.sub
  local.set $3
  loop $while-continue|00
   local.get $1
   local.get $2
   i32.lt_s
   local.get $2
   local.get $3
   i32.le_s
   i32.or
   local.get $3
   i32.const 0
   i32.ge_s
   i32.and
   if
    local.get $3
    local.get $0
    i32.load offset=188
    i32.add
    i32.load8_u
    i32.const 1
    i32.eq
    if (result i32)
     local.get $1
     local.get $0
     i32.load offset=212
     local.get $3
     i32.const 2
     i32.shl
     i32.add
     i32.load
     i32.le_s
    else
     i32.const 0
    end
    if
     local.get $3
     local.set $1
    else
     local.get $3
     local.get $0
     i32.load offset=180
     i32.add
     i32.load8_u
     local.tee $4
     i32.const 3
     i32.eq
     if (result i32)
      i32.const 1
     else
      local.get $4
      i32.const 1
      i32.eq
      if (result i32)
       local.get $0
       i32.load offset=8
       local.get $3
       i32.const 1
       i32.add
       i32.eq
       if (result i32)
        i32.const 1
       else
        local.get $0
        i32.load offset=180
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
     if (result i32)
      local.get $1
      local.get $0
      i32.load offset=216
      local.get $0
      i32.load offset=204
      local.get $3
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
      local.get $0
      i32.load offset=200
      local.get $0
      i32.load offset=204
      local.get $3
      i32.const 2
      i32.shl
      i32.add
      i32.load
      i32.const 2
      i32.shl
      i32.add
      i32.load
      local.set $1
      loop $while-continue|001
       local.get $1
       i32.const 0
       i32.gt_s
       if (result i32)
        local.get $1
        local.get $0
        i32.load offset=8
        i32.lt_s
       else
        i32.const 0
       end
       if (result i32)
        local.get $1
        local.get $0
        i32.load offset=180
        i32.add
        i32.load8_u
        i32.const 1
        i32.eq
       else
        i32.const 0
       end
       if (result i32)
        local.get $1
        local.get $0
        i32.load offset=204
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
        local.get $0
        i32.load offset=200
        local.get $0
        i32.load offset=204
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
        br $while-continue|001
       end
      end
     end
    end
    local.get $3
    local.get $1
    local.get $1
    local.get $3
    i32.gt_s
    select
    i32.const 1
    i32.sub
    local.set $3
    br $while-continue|00
   end
  end
  local.get $0
  local.get $2
  local.get $1
  local.get $1
  local.get $2
  i32.lt_s
  select
  i32.store offset=124
  local.get $0
  local.get $1
  i32.store offset=92
  i32.const 1
 )
 (func $assembly/one-shot/cutoff (param $0 i32) (result i32)
  (local $1 i32)
  global.get $assembly/one-shot/current
  call $assembly/engine/pairing/decide
  local.tee $1
  i32.eqz
  if
   global.get $assembly/one-shot/current
   local.get $0
   i32.const -2
   call $assembly/engine/cutoff/planCutoff
   drop
  end
  local.get $1
 )
 (func $assembly/plan/planField (param $0 i32) (param $1 i32) (result i32)
  block $__inlined_func$assembly/engine/tables/tablesAt$914 (result i32)
   i32.const 0
   local.get $0
   i32.eqz
   local.get $0
   i32.const 7
   i32.and
   i32.or
   br_if $__inlined_func$assembly/engine/tables/tablesAt$914
   drop
   i32.const 0
   local.get $0
   i64.extend_i32_u
   i64.const 296
   i64.add
   memory.size
   i64.extend_i32_s
   i64.const 16
   i64.shl
   i64.gt_u
   br_if $__inlined_func$assembly/engine/tables/tablesAt$914
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
   i32.const 0
   local.get $1
   i32.eqz
   local.get $1
   i32.const 7
   i32.eq
   i32.or
   local.get $1
   i32.const 8
   i32.eq
   i32.or
   select
   return
  end
  block $break|0
   block $case15|0
    block $case14|0
     block $case13|0
      block $case12|0
       block $case11|0
        block $case10|0
         block $case9|0
          block $case8|0
           block $case7|0
            block $case6|0
             block $case4|0
              block $case3|0
               block $case2|0
                block $case1|0
                 block $case0|0
                  local.get $1
                  br_table $case0|0 $case1|0 $case2|0 $case3|0 $case4|0 $case6|0 $case7|0 $case8|0 $case9|0 $case4|0 $case10|0 $case11|0 $case12|0 $case13|0 $case14|0 $case15|0 $break|0
                 end
                 local.get $0
                 i32.load offset=8
                 return
                end
                local.get $0
                i32.load offset=180
                return
               end
               local.get $0
               i32.load offset=184
               return
              end
              local.get $0
              i32.load offset=220
              return
             end
             local.get $0
             i32.load offset=284
             return
            end
            local.get $0
            i32.load offset=192
            return
           end
           local.get $0
           call $assembly/engine/pairing/decide
           return
          end
          local.get $0
          call $assembly/engine/pairing/decide
          if (result i32)
           local.get $0
           i32.load offset=72
          else
           i32.const -1
          end
          return
         end
         local.get $0
         call $assembly/engine/pairing/decide
         if (result i32)
          local.get $0
          i32.load offset=76
         else
          i32.const -1
         end
         return
        end
        local.get $0
        i32.load offset=80
        return
       end
       local.get $0
       i32.load offset=284
       local.get $0
       i32.load offset=8
       local.get $0
       i32.load offset=16
       i32.add
       i32.const 2
       i32.shl
       i32.add
       return
      end
      local.get $0
      i32.load offset=84
      return
     end
     local.get $0
     i32.load offset=284
     local.get $0
     i32.load offset=16
     local.tee $1
     local.get $0
     i32.load offset=8
     i32.add
     i32.const 2
     i32.shl
     i32.add
     local.get $1
     i32.const 3
     i32.shl
     i32.add
     return
    end
    local.get $0
    i32.load offset=88
    return
   end
   local.get $0
   i32.load offset=92
   return
  end
  i32.const 0
 )
 (func $assembly/plan/keySlot (param $0 i32) (param $1 i32) (param $2 i32) (result i32)
  (local $3 i32)
  local.get $2
  i32.const 0
  i32.lt_s
  local.set $3
  block $__inlined_func$assembly/engine/tables/tablesAt$915 (result i32)
   i32.const 0
   local.get $0
   i32.eqz
   local.get $0
   i32.const 7
   i32.and
   i32.or
   br_if $__inlined_func$assembly/engine/tables/tablesAt$915
   drop
   i32.const 0
   local.get $0
   i64.extend_i32_u
   i64.const 296
   i64.add
   memory.size
   i64.extend_i32_s
   i64.const 16
   i64.shl
   i64.gt_u
   br_if $__inlined_func$assembly/engine/tables/tablesAt$915
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
   i32.ge_s
  end
  local.get $3
  i32.or
  if
   i32.const -1
   return
  end
  i32.const -1
  local.get $2
  local.get $0
  i32.load offset=196
  local.tee $0
  local.get $1
  i32.const 2
  i32.shl
  i32.add
  i32.load
  i32.add
  local.tee $2
  local.get $2
  local.get $0
  local.get $1
  i32.const 1
  i32.add
  i32.const 2
  i32.shl
  i32.add
  i32.load
  i32.ge_s
  select
 )
 (func $assembly/plan/planKeyPtr (param $0 i32) (param $1 i32) (param $2 i32) (result i32)
  local.get $0
  local.get $1
  local.get $2
  call $assembly/plan/keySlot
  local.tee $1
  i32.const 0
  i32.lt_s
  if (result i32)
   i32.const -1
  else
   local.get $0
   i32.load offset=248
   local.get $0
   i32.load offset=224
   local.get $1
   i32.const 2
   i32.shl
   i32.add
   i32.load
   i32.const 2
   i32.shl
   i32.add
   i32.load
   local.get $0
   i32.load offset=288
   local.get $0
   i32.load offset=276
   local.get $0
   i32.load8_u offset=176
   select
   i32.add
  end
 )
 (func $assembly/plan/planKeyLength (param $0 i32) (param $1 i32) (param $2 i32) (result i32)
  local.get $0
  local.get $1
  local.get $2
  call $assembly/plan/keySlot
  local.tee $1
  i32.const 0
  i32.lt_s
  if (result i32)
   i32.const -1
  else
   local.get $0
   i32.load offset=252
   local.get $0
   i32.load offset=224
   local.get $1
   i32.const 2
   i32.shl
   i32.add
   i32.load
   i32.const 2
   i32.shl
   i32.add
   i32.load
  end
 )
 (func $assembly/resident/exports/residentCreate (param $0 i32) (result i32)
  local.get $0
  i32.const 16
  call $assembly/engine/tables/createTables
 )
 (func $assembly/resident/exports/residentFree (param $0 i32)
  block $__inlined_func$assembly/engine/tables/tablesAt$916 (result i32)
   i32.const 0
   local.get $0
   i32.eqz
   local.get $0
   i32.const 7
   i32.and
   i32.or
   br_if $__inlined_func$assembly/engine/tables/tablesAt$916
   drop
   i32.const 0
   local.get $0
   i64.extend_i32_u
   i64.const 296
   i64.add
   memory.size
   i64.extend_i32_s
   i64.const 16
   i64.shl
   i64.gt_u
   br_if $__inlined_func$assembly/engine/tables/tablesAt$916
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
   i32.const 0
   i32.store
   local.get $0
   i32.const 1
   call $assembly/engine/tables/tablesBytes
   drop
  end
 )
 (func $assembly/resident/exports/residentInput (param $0 i32) (param $1 i32) (result i32)
  (local $2 i64)
  block $__inlined_func$assembly/engine/tables/tablesAt$917 (result i32)
   i32.const 0
   local.get $0
   i32.eqz
   local.get $0
   i32.const 7
   i32.and
   i32.or
   br_if $__inlined_func$assembly/engine/tables/tablesAt$917
   drop
   i32.const 0
   local.get $0
   i64.extend_i32_u
   i64.const 296
   i64.add
   memory.size
   i64.extend_i32_s
   i64.const 16
   i64.shl
   i64.gt_u
   br_if $__inlined_func$assembly/engine/tables/tablesAt$917
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
   i64.const 8
   local.get $1
   i64.extend_i32_u
   local.tee $2
   local.get $2
   i64.const 8
   i64.le_u
   select
   call $assembly/engine/tables/reserveInput
  else
   i32.const 0
  end
 )
 (func $assembly/resident/exports/residentAppend (param $0 i32) (param $1 i32) (result i32)
  (local $2 i64)
  (local $3 i64)
  (local $4 i64)
  (local $5 i64)
  (local $6 i64)
  (local $7 i32)
  (local $8 i64)
  (local $9 i32)
  (local $10 i64)
  block $__inlined_func$assembly/engine/tables/tablesAt$919 (result i32)
   i32.const 0
   local.get $0
   i32.eqz
   local.get $0
   i32.const 7
   i32.and
   i32.or
   br_if $__inlined_func$assembly/engine/tables/tablesAt$919
   drop
   i32.const 0
   local.get $0
   i64.extend_i32_u
   i64.const 296
   i64.add
   memory.size
   i64.extend_i32_s
   i64.const 16
   i64.shl
   i64.gt_u
   br_if $__inlined_func$assembly/engine/tables/tablesAt$919
   drop
   local.get $0
   i32.const 0
   local.get $0
   i32.load
   i32.const 1380275017
   i32.eq
   select
  end
  local.tee $9
  if (result i32)
   local.get $9
   i64.load32_s offset=100
   local.get $1
   i64.extend_i32_u
   i64.lt_u
  else
   i32.const 1
  end
  if
   i32.const 11
   return
  end
  block $__inlined_func$assembly/describe/descriptors/appendDescriptors$41 (result i32)
   i32.const 7760
   local.get $9
   i32.load offset=288
   local.tee $7
   i32.store
   i32.const 7764
   local.get $1
   local.get $7
   i32.add
   i32.store
   i32.const 7768
   i32.const 0
   i32.store
   i32.const 7760
   call $assembly/msgpack/reader/readArrayHeader
   local.tee $8
   i64.const 0
   i64.lt_s
   if
    i32.const 7768
    i32.load
    br $__inlined_func$assembly/describe/descriptors/appendDescriptors$41
   end
   loop $for-loop|0
    local.get $4
    local.get $8
    i64.lt_s
    if
     i32.const 7760
     call $assembly/describe/descriptors/readItemHead
     local.tee $6
     i64.const 0
     i64.lt_s
     if
      i32.const 7768
      i32.load
      br $__inlined_func$assembly/describe/descriptors/appendDescriptors$41
     end
     local.get $2
     i64.const 1
     i64.add
     local.get $2
     local.get $6
     i64.const 32
     i64.shr_s
     i64.const 255
     i64.and
     i64.const 2
     i64.eq
     select
     local.set $2
     local.get $3
     local.get $6
     i64.const 4294967295
     i64.and
     local.tee $10
     i64.add
     local.set $3
     i64.const 0
     local.set $6
     loop $for-loop|1
      local.get $6
      local.get $10
      i64.lt_s
      if
       i32.const 7760
       call $assembly/msgpack/reader/readStr
       i32.eqz
       if
        i32.const 7768
        i32.load
        br $__inlined_func$assembly/describe/descriptors/appendDescriptors$41
       end
       local.get $5
       i32.const 7776
       i64.load32_u
       i64.add
       local.set $5
       local.get $6
       i64.const 1
       i64.add
       local.set $6
       br $for-loop|1
      end
     end
     local.get $4
     i64.const 1
     i64.add
     local.set $4
     br $for-loop|0
    end
   end
   i32.const 14
   i32.const 7760
   i32.load
   i32.const 7764
   i32.load
   i32.ne
   br_if $__inlined_func$assembly/describe/descriptors/appendDescriptors$41
   drop
   local.get $9
   i32.const 180
   i32.const 12
   i32.const 1148
   i32.const 11
   local.get $9
   i32.load offset=8
   local.get $9
   i64.load32_s offset=8
   local.get $8
   i64.add
   call $assembly/engine/tables/ensureGroup
   local.tee $0
   if
    local.get $9
    i32.const 224
    i32.const 20
    i32.const 1159
    i32.const 6
    local.get $9
    i32.load offset=16
    local.get $9
    i64.load32_s offset=16
    local.get $3
    i64.add
    call $assembly/engine/tables/ensureGroup
    local.set $0
   end
   local.get $0
   if
    local.get $9
    local.get $9
    i64.load32_s offset=24
    local.get $3
    i64.add
    call $assembly/engine/keys/growKeys
    local.set $0
   end
   local.get $0
   if
    local.get $9
    i32.const 276
    i32.const 36
    i32.const 1171
    i32.const 1
    local.get $9
    i32.load offset=32
    local.get $9
    i64.load32_s offset=32
    local.get $5
    i64.add
    call $assembly/engine/tables/ensureGroup
    local.set $0
   end
   i32.const 16
   local.get $0
   if (result i32)
    local.get $9
    i32.const 280
    i32.const 44
    i32.const 1172
    i32.const 1
    local.get $9
    i32.load offset=40
    local.get $9
    i64.load32_s offset=40
    local.get $2
    i64.add
    call $assembly/engine/tables/ensureGroup
   else
    local.get $0
   end
   i32.eqz
   br_if $__inlined_func$assembly/describe/descriptors/appendDescriptors$41
   drop
   local.get $9
   i32.const 7760
   local.get $7
   local.get $1
   i32.const 2147483647
   i32.const 0
   call $assembly/describe/descriptors/fillDescriptors
  end
  local.set $0
  local.get $9
  i32.const 288
  i32.const 100
  i32.const 0
  i32.const 0
  call $assembly/engine/tables/swapBlock
  drop
  local.get $0
  i32.eqz
  if
   local.get $9
   call $assembly/engine/pairing/pairAdded
   drop
  end
  local.get $0
 )
 (func $assembly/resident/exports/residentHeld (param $0 i32) (result i32)
  (local $1 i64)
  block $__inlined_func$assembly/engine/tables/tablesAt$920 (result i32)
   i32.const 0
   local.get $0
   i32.eqz
   local.get $0
   i32.const 7
   i32.and
   i32.or
   br_if $__inlined_func$assembly/engine/tables/tablesAt$920
   drop
   i32.const 0
   local.get $0
   i64.extend_i32_u
   i64.const 296
   i64.add
   memory.size
   i64.extend_i32_s
   i64.const 16
   i64.shl
   i64.gt_u
   br_if $__inlined_func$assembly/engine/tables/tablesAt$920
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
   i64.const 4294967295
   local.get $0
   i32.const 0
   call $assembly/engine/tables/tablesBytes
   local.tee $1
   local.get $1
   i64.const 4294967295
   i64.ge_u
   select
   i32.wrap_i64
  else
   i32.const 0
  end
 )
 (func $assembly/resident/exports/residentMalformed (param $0 i32) (result i32)
  block $__inlined_func$assembly/engine/tables/tablesAt$921 (result i32)
   i32.const 0
   local.get $0
   i32.eqz
   local.get $0
   i32.const 7
   i32.and
   i32.or
   br_if $__inlined_func$assembly/engine/tables/tablesAt$921
   drop
   i32.const 0
   local.get $0
   i64.extend_i32_u
   i64.const 296
   i64.add
   memory.size
   i64.extend_i32_s
   i64.const 16
   i64.shl
   i64.gt_u
   br_if $__inlined_func$assembly/engine/tables/tablesAt$921
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
 (func $assembly/engine/keys/findKey (param $0 i32) (param $1 i32) (param $2 i32) (result i32)
  (local $3 i32)
  (local $4 i64)
  (local $5 i32)
  (local $6 i32)
  (local $7 i32)
  (local $8 i32)
  (local $9 i32)
  (local $10 i32)
  local.get $1
  local.set $3
  local.get $0
  i64.load32_u offset=4
  local.get $2
  i64.extend_i32_u
  i64.const 32
  i64.shl
  i64.xor
  i64.const -7046029254386353131
  i64.mul
  local.set $4
  local.get $1
  local.get $2
  i32.add
  local.set $5
  loop $while-continue|0
   local.get $5
   local.get $1
   i32.sub
   i32.const 8
   i32.ge_u
   if
    local.get $4
    local.get $1
    i64.load
    i64.xor
    i64.const -4658895280553007687
    i64.mul
    local.tee $4
    local.get $4
    i64.const 31
    i64.shr_u
    i64.xor
    local.set $4
    local.get $1
    i32.const 8
    i32.add
    local.set $1
    br $while-continue|0
   end
  end
  local.get $1
  local.get $5
  i32.lt_u
  if
   local.get $4
   block $assembly/engine/keys/tailWord|inlined.3 (result i64)
    local.get $5
    local.get $1
    i32.sub
    local.tee $5
    i32.const 4
    i32.ge_u
    if
     local.get $1
     i64.load32_u
     local.get $1
     local.get $5
     i32.add
     i32.const 4
     i32.sub
     i64.load32_u
     i64.const 32
     i64.shl
     i64.or
     br $assembly/engine/keys/tailWord|inlined.3
    end
    local.get $1
    i64.load8_u
    local.set $4
    local.get $5
    i32.const 2
    i32.ge_u
    if (result i64)
     local.get $4
     local.get $1
     local.get $5
     i32.add
     i32.const 2
     i32.sub
     i64.load16_u
     i64.const 8
     i64.shl
     i64.or
    else
     local.get $4
    end
   end
   i64.xor
   i64.const -4658895280553007687
   i64.mul
   local.tee $4
   local.get $4
   i64.const 31
   i64.shr_u
   i64.xor
   local.set $4
  end
  local.get $4
  i64.const 30
  i64.shr_u
  local.get $4
  i64.xor
  i64.const -7046029254386353131
  i64.mul
  local.tee $4
  local.get $4
  i64.const 32
  i64.shr_u
  i64.xor
  i32.wrap_i64
  local.tee $7
  local.get $0
  i32.load offset=28
  i32.const 1
  i32.sub
  local.tee $8
  i32.and
  local.set $5
  loop $while-continue|1
   block $assembly/engine/keys/probe|inlined.5
    local.get $0
    i32.load offset=272
    local.get $5
    i32.const 3
    i32.shl
    i32.add
    local.tee $9
    i64.load
    local.tee $4
    i64.eqz
    br_if $assembly/engine/keys/probe|inlined.5
    local.get $4
    i32.wrap_i64
    i32.const 1
    i32.sub
    local.set $1
    local.get $4
    i64.const 32
    i64.shr_u
    i32.wrap_i64
    local.get $7
    i32.eq
    if (result i32)
     local.get $2
     local.get $0
     i32.load offset=252
     local.get $1
     i32.const 2
     i32.shl
     i32.add
     i32.load
     i32.eq
    else
     i32.const 0
    end
    if (result i32)
     block $assembly/memory/compare/bytesEqual|inlined.11 (result i32)
      local.get $0
      i32.load offset=248
      local.get $1
      i32.const 2
      i32.shl
      i32.add
      i32.load
      local.get $0
      i32.load offset=288
      local.get $0
      i32.load offset=276
      local.get $0
      i32.load8_u offset=176
      select
      i32.add
      local.set $10
      local.get $2
      i32.const 8
      i32.ge_u
      if
       local.get $2
       i32.const 8
       i32.sub
       local.set $6
       i32.const 0
       local.set $1
       loop $for-loop|2
        local.get $1
        local.get $6
        i32.lt_u
        if
         i32.const 0
         local.get $1
         local.get $10
         i32.add
         i64.load
         local.get $1
         local.get $3
         i32.add
         i64.load
         i64.ne
         br_if $assembly/memory/compare/bytesEqual|inlined.11
         drop
         local.get $1
         i32.const 8
         i32.add
         local.set $1
         br $for-loop|2
        end
       end
       local.get $6
       local.get $10
       i32.add
       i64.load
       local.get $3
       local.get $6
       i32.add
       i64.load
       i64.eq
       br $assembly/memory/compare/bytesEqual|inlined.11
      end
      local.get $2
      i32.const 4
      i32.ge_u
      if
       local.get $10
       i32.load
       local.get $3
       i32.load
       i32.eq
       if (result i32)
        local.get $2
        local.get $10
        i32.add
        i32.const 4
        i32.sub
        i32.load
        local.get $2
        local.get $3
        i32.add
        i32.const 4
        i32.sub
        i32.load
        i32.eq
       else
        i32.const 0
       end
       br $assembly/memory/compare/bytesEqual|inlined.11
      end
      i32.const 0
      local.set $1
      loop $for-loop|3
       local.get $1
       local.get $2
       i32.lt_u
       if
        i32.const 0
        local.get $1
        local.get $10
        i32.add
        i32.load8_u
        local.get $1
        local.get $3
        i32.add
        i32.load8_u
        i32.ne
        br_if $assembly/memory/compare/bytesEqual|inlined.11
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
    br_if $assembly/engine/keys/probe|inlined.5
    local.get $5
    i32.const 1
    i32.add
    local.get $8
    i32.and
    local.set $5
    br $while-continue|1
   end
  end
  local.get $9
  i64.load
  i32.wrap_i64
  i32.const 1
  i32.sub
 )
 (func $assembly/resident/exports/residentHasCall (param $0 i32) (param $1 i32) (result i32)
  block $__inlined_func$assembly/engine/tables/tablesAt$922 (result i32)
   i32.const 0
   local.get $0
   i32.eqz
   local.get $0
   i32.const 7
   i32.and
   i32.or
   br_if $__inlined_func$assembly/engine/tables/tablesAt$922
   drop
   i32.const 0
   local.get $0
   i64.extend_i32_u
   i64.const 296
   i64.add
   memory.size
   i64.extend_i32_s
   i64.const 16
   i64.shl
   i64.gt_u
   br_if $__inlined_func$assembly/engine/tables/tablesAt$922
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
   i64.load32_s offset=100
   local.get $1
   i64.extend_i32_u
   i64.lt_u
  else
   i32.const 1
  end
  if
   i32.const -1
   return
  end
  local.get $0
  local.get $0
  i32.load offset=288
  local.get $1
  call $assembly/engine/keys/findKey
  local.tee $1
  i32.const 0
  i32.ge_s
  if (result i32)
   local.get $1
   local.get $0
   i32.load offset=268
   i32.add
   i32.load8_u
  else
   i32.const 0
  end
 )
 (func $assembly/resident/exports/residentAmbiguous (param $0 i32) (result i32)
  (local $1 i32)
  (local $2 i32)
  (local $3 i32)
  (local $4 i32)
  (local $5 i32)
  (local $6 i32)
  (local $7 i32)
  block $__inlined_func$assembly/engine/tables/tablesAt$923 (result i32)
   i32.const 0
   local.get $0
   i32.eqz
   local.get $0
   i32.const 7
   i32.and
   i32.or
   br_if $__inlined_func$assembly/engine/tables/tablesAt$923
   drop
   i32.const 0
   local.get $0
   i64.extend_i32_u
   i64.const 296
   i64.add
   memory.size
   i64.extend_i32_s
   i64.const 16
   i64.shl
   i64.gt_u
   br_if $__inlined_func$assembly/engine/tables/tablesAt$923
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
  if
   local.get $1
   local.get $1
   i64.load32_s offset=40
   i64.const 1
   i64.shl
   call $assembly/engine/tables/reserveOut
   if
    local.get $1
    i32.load offset=56
    if (result i32)
     local.get $1
     i32.load offset=60
    else
     i32.const 2147483647
    end
    local.set $3
    i32.const 0
    local.set $0
    local.get $1
    i32.load offset=40
    local.set $4
    loop $for-loop|0
     local.get $2
     local.get $4
     i32.lt_s
     if
      local.get $3
      local.get $1
      i32.load offset=280
      local.get $2
      i32.const 2
      i32.shl
      i32.add
      i32.load
      local.tee $7
      i32.const 2
      i32.shl
      local.tee $6
      local.get $1
      i32.load offset=236
      i32.add
      i32.load
      local.tee $5
      i32.gt_s
      if
       local.get $7
       local.get $1
       i32.load offset=244
       i32.add
       i32.load8_u
       if
        local.get $1
        i32.load offset=284
        local.get $0
        i32.const 2
        i32.shl
        i32.add
        local.get $6
        local.get $1
        i32.load offset=232
        i32.add
        i32.load
        i32.store
        local.get $0
        i32.const 1
        i32.add
        local.tee $6
        i32.const 1
        i32.add
        local.set $0
        local.get $1
        i32.load offset=284
        local.get $6
        i32.const 2
        i32.shl
        i32.add
        local.get $5
        i32.store
       end
       local.get $2
       i32.const 1
       i32.add
       local.set $2
       br $for-loop|0
      end
     end
    end
   else
    i32.const -1
    local.set $0
   end
  else
   i32.const -1
   local.set $0
  end
  local.get $0
 )
 (func $assembly/resident/exports/residentReconcile (param $0 i32) (param $1 i32) (result i32)
  block $__inlined_func$assembly/engine/tables/tablesAt$925 (result i32)
   i32.const 0
   local.get $0
   i32.eqz
   local.get $0
   i32.const 7
   i32.and
   i32.or
   br_if $__inlined_func$assembly/engine/tables/tablesAt$925
   drop
   i32.const 0
   local.get $0
   i64.extend_i32_u
   i64.const 296
   i64.add
   memory.size
   i64.extend_i32_s
   i64.const 16
   i64.shl
   i64.gt_u
   br_if $__inlined_func$assembly/engine/tables/tablesAt$925
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
  i32.const -1
  i32.lt_s
  i32.or
  if (result i32)
   i32.const 1
  else
   local.get $1
   local.get $0
   i32.load offset=120
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
  i32.const 0
  i32.lt_s
  if (result i32)
   local.get $0
   i32.load offset=120
  else
   local.get $1
  end
  call $assembly/engine/order/planOrder
  select
 )
 (func $assembly/resident/exports/residentCutoff (param $0 i32) (param $1 i32) (param $2 i32) (result i32)
  (local $3 i32)
  local.get $2
  i32.const -2
  i32.lt_s
  local.set $3
  block $__inlined_func$assembly/engine/tables/tablesAt$926 (result i32)
   i32.const 0
   local.get $0
   i32.eqz
   local.get $0
   i32.const 7
   i32.and
   i32.or
   br_if $__inlined_func$assembly/engine/tables/tablesAt$926
   drop
   i32.const 0
   local.get $0
   i64.extend_i32_u
   i64.const 296
   i64.add
   memory.size
   i64.extend_i32_s
   i64.const 16
   i64.shl
   i64.gt_u
   br_if $__inlined_func$assembly/engine/tables/tablesAt$926
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
  local.get $3
  i32.or
  local.get $1
  local.get $2
  i32.le_s
  i32.or
  if
   i32.const 11
   return
  end
  i32.const 0
  i32.const 16
  local.get $0
  local.get $1
  local.get $2
  call $assembly/engine/cutoff/planCutoff
  select
 )
 (func $~start
  i32.const 7464
  global.set $assembly/one-shot/current
  i32.const 7916
  global.set $~lib/rt/stub/startOffset
  i32.const 7916
  global.set $~lib/rt/stub/offset
 )
)

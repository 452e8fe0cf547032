# trace-add-block.gdb: the path of "add a block" from the gesture to the redraw
#
# Prints the stack when the block rule runs and when the level page hands
# the changed level to its canvas, for the level page's block test:
#
#   PF_SOURCE_ROOT=$PWD GSETTINGS_SCHEMA_DIR=_build/data GSETTINGS_BACKEND=memory \
#   GDK_BACKEND=x11 GTK_A11Y=none xvfb-run -a gdb -q -batch \
#     -x build-aux/trace-add-block.gdb \
#     --args _build/tests/ui/test-ui-level-page -p /ui/level-page/blocks
set pagination off
set breakpoint pending on
break pf_tri_level_add_block
commands
  silent
  break pf_tri_block_fit
  commands
    silent
    echo \n=== the rule ===\n
    bt
    delete 2
    continue
  end
  break pf_studio_tri_canvas_set_level
  commands
    silent
    echo \n=== the redraw ===\n
    bt
    delete
    continue
  end
  continue
end
run

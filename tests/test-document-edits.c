/* test-document-edits.c: the designer's named edits through the document: levels, shell
 * layouts, metadata and new items, each one undo step or refused with nothing recorded;
 * strokes; and what an edit costs beside a big map
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "document-fixtures.h"
#include "pf-error.h"
#include "pf-mapgen.h"

/* Level-01 of the starter: a U key block at (7, 5) up, a W block at (8, 6)
 * down, a V block at (5, 7) down; its goal at (7, 10). */
#define LEVEL      "level:starter/level-01"
#define LAYOUT     "layout:almost-full"
#define FLOOR      (6 * 32 + 8 * 2)        /* (6, 8) up: free floor */
#define FLOOR_2    (6 * 32 + 9 * 2)        /* (6, 9) up: free floor */
#define UNDER_KEY  (7 * 32 + 5 * 2 + 1)    /* (7, 5) down: under the key block */
#define ROOM       (9 * 32 + 8 * 2)        /* (9, 8) up: room for a U block of 3 */

/* Auxiliary methods */

static PfTriLevel *
level_at (PfDocument *document,
          const char *path)
{
  PfItemPlace place;

  g_assert_true (pf_project_locate (pf_document_get_project (document), path, &place));
  return place.item;
}

typedef gboolean (*LevelOp) (PfDocument *document, const char *path, GError **error);

/* One edit of level-01: one step called @label, heard once, the figures
 * reset, undone and redone. */
static void
assert_level_edit (PfDocument *document,
                   LevelOp     op,
                   const char *label)
{
  g_autofree char *before = NULL;
  g_autoptr(GError) error = NULL;
  guint steps = document_count_steps (document);
  DocumentHeard heard;

  /* Figures as if solved, so the edit is seen to reset them. */
  level_at (document, LEVEL)->figures.moves = 1;
  before = document_text (document);
  document_listen (document, &heard);
  g_assert_true (op (document, LEVEL, &error));
  g_assert_no_error (error);
  document_heard_assert_one (document, &heard, LEVEL);

  g_assert_cmpuint (document_count_steps (document), ==, steps + 1);
  g_assert_cmpstr (pf_document_get_undo_label (document), ==, label);
  g_assert_cmpint (level_at (document, LEVEL)->figures.moves, ==, -1);
  g_assert_true (pf_document_get_modified (document));
  assert_document_undo_redo (document, before);
}

/* A refused edit: its error, nothing changed, recorded or heard. */
static void
assert_refused (PfDocument *document,
                LevelOp     op,
                const char *path,
                const char *fragment)
{
  g_autofree char *before = document_text (document);
  g_autofree char *after = NULL;
  g_autoptr(GError) error = NULL;
  guint steps = document_count_steps (document);
  gsize bytes = pf_document_get_history_bytes (document);
  DocumentHeard heard;

  document_listen (document, &heard);
  g_assert_false (op (document, path, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_INVALID);
  if (strstr (error->message, fragment) == NULL)
    g_error ("“%s” does not say “%s”", error->message, fragment);
  g_assert_cmpuint (heard.changed->len + heard.lists->len, ==, 0);
  g_signal_handlers_disconnect_by_data (document, &heard);
  document_heard_free (&heard);

  after = document_text (document);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpuint (document_count_steps (document), ==, steps);
  g_assert_cmpuint (pf_document_get_history_bytes (document), ==, bytes);
}

/* An edit that asks for what the item has: success, nothing recorded. */
static void
assert_unchanged (PfDocument *document,
                  LevelOp     op,
                  const char *path)
{
  g_autofree char *before = document_text (document);
  g_autofree char *after = NULL;
  g_autoptr(GError) error = NULL;
  guint steps = document_count_steps (document);
  DocumentHeard heard;

  document_listen (document, &heard);
  g_assert_true (op (document, path, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (heard.changed->len + heard.lists->len, ==, 0);
  g_signal_handlers_disconnect_by_data (document, &heard);
  document_heard_free (&heard);
  after = document_text (document);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpuint (document_count_steps (document), ==, steps);
}

/* The edits, as LevelOps */

static gboolean wall_on (PfDocument *d, const char *p, GError **e)
{ return pf_document_level_set_wall (d, p, FLOOR, TRUE, e); }
static gboolean wall_off (PfDocument *d, const char *p, GError **e)
{ return pf_document_level_set_wall (d, p, FLOOR, FALSE, e); }
static gboolean wall_under_key (PfDocument *d, const char *p, GError **e)
{ return pf_document_level_set_wall (d, p, UNDER_KEY, TRUE, e); }
static gboolean wall_off_board (PfDocument *d, const char *p, GError **e)
{ return pf_document_level_set_wall (d, p, 512, TRUE, e); }
static gboolean goal_on (PfDocument *d, const char *p, GError **e)
{ return pf_document_level_set_goal (d, p, FLOOR_2, TRUE, e); }
static gboolean goal_on_wall (PfDocument *d, const char *p, GError **e)
{ return pf_document_level_set_goal (d, p, 0, TRUE, e); }
static gboolean goal_off_wall (PfDocument *d, const char *p, GError **e)
{ return pf_document_level_set_goal (d, p, 0, FALSE, e); }
static gboolean add_block (PfDocument *d, const char *p, GError **e)
{ return pf_document_level_add_block (d, p, PF_TRI_AXIS_U, ROOM, 3, FALSE, e); }
static gboolean add_on_wall (PfDocument *d, const char *p, GError **e)
{ return pf_document_level_add_block (d, p, PF_TRI_AXIS_U, 0, 3, FALSE, e); }
static gboolean add_on_key (PfDocument *d, const char *p, GError **e)
{ return pf_document_level_add_block (d, p, PF_TRI_AXIS_V, UNDER_KEY, 2, FALSE, e); }
static gboolean resize_key (PfDocument *d, const char *p, GError **e)
{ return pf_document_level_resize_block (d, p, 0, 2, e); }
static gboolean resize_too_long (PfDocument *d, const char *p, GError **e)
{ return pf_document_level_resize_block (d, p, 0, 40, e); }
static gboolean move_key (PfDocument *d, const char *p, GError **e)
{ return pf_document_level_move_block (d, p, 0, 2, e); }
static gboolean move_key_back (PfDocument *d, const char *p, GError **e)
{ return pf_document_level_move_block (d, p, 0, -1, e); }
static gboolean move_none (PfDocument *d, const char *p, GError **e)
{ return pf_document_level_move_block (d, p, 0, 0, e); }
static gboolean key_on (PfDocument *d, const char *p, GError **e)
{ return pf_document_level_set_key (d, p, 1, TRUE, e); }
static gboolean key_again (PfDocument *d, const char *p, GError **e)
{ return pf_document_level_set_key (d, p, 0, TRUE, e); }
static gboolean key_of_nothing (PfDocument *d, const char *p, GError **e)
{ return pf_document_level_set_key (d, p, 9, TRUE, e); }
static gboolean delete_block (PfDocument *d, const char *p, GError **e)
{ return pf_document_level_delete_block (d, p, 2, e); }
static gboolean delete_nothing (PfDocument *d, const char *p, GError **e)
{ return pf_document_level_delete_block (d, p, 3, e); }

/* Tests */

static void
test_level_edits (void)
{
  g_autoptr(PfDocument) document = document_load_starter ();
  PfTriLevel *level = level_at (document, LEVEL);

  assert_level_edit (document, wall_on, "Paint Walls");
  g_assert_true (pf_tri_mask_get (&level->walls, FLOOR));
  assert_level_edit (document, wall_off, "Paint Walls");
  assert_level_edit (document, goal_on, "Paint Goals");
  g_assert_true (pf_tri_mask_get (&level->goals, FLOOR_2));
  assert_level_edit (document, add_block, "Add Block");
  g_assert_cmpuint (level->n_blocks, ==, 4);
  g_assert_cmpuint (level->blocks[3].first, ==, ROOM);
  assert_level_edit (document, resize_key, "Resize Block");
  g_assert_cmpuint (level->blocks[0].length, ==, 2);
  assert_level_edit (document, move_key, "Move Block");
  g_assert_cmpuint (level->blocks[0].first, ==, 7 * 32 + 7 * 2);
  assert_level_edit (document, key_on, "Change Key Block");
  g_assert_true (level->blocks[1].key);
  assert_level_edit (document, delete_block, "Delete Block");
  g_assert_cmpuint (level->n_blocks, ==, 3);
  g_assert_cmpuint (level->blocks[2].first, ==, ROOM);
  /* Eight edits back, the level is the starter's again. */
  for (guint i = 0; i < 8; i++)
    g_free (pf_document_undo (document));
  g_assert_false (pf_document_can_undo (document));
  g_assert_false (pf_document_get_modified (document));
}

static void
test_level_refused (void)
{
  g_autoptr(PfDocument) document = document_load_starter ();

  assert_refused (document, wall_under_key, LEVEL, "A block covers that triangle");
  assert_refused (document, wall_off_board, LEVEL, "no triangle 512");
  assert_refused (document, goal_on_wall, LEVEL, "A goal goes on floor");
  assert_refused (document, add_on_wall, LEVEL, "cover a wall");
  assert_refused (document, add_on_key, LEVEL, "cover another block");
  assert_refused (document, resize_too_long, LEVEL, "2 to 32 triangles");
  assert_refused (document, move_key_back, LEVEL, "cover a wall");
  assert_refused (document, key_of_nothing, LEVEL, "no block 9");
  assert_refused (document, delete_nothing, LEVEL, "no block 3");
  /* A path that names no level */
  assert_refused (document, wall_on, "level:starter/nope", "no level “level:starter/nope”");
  assert_refused (document, wall_on, "pack:starter", "no level");
  assert_refused (document, wall_on, NULL, "no level");
  g_assert_false (pf_document_get_modified (document));

  /* Asking for what the level has records nothing. */
  assert_unchanged (document, goal_off_wall, LEVEL);
  assert_unchanged (document, move_none, LEVEL);
  assert_unchanged (document, key_again, LEVEL);
  assert_unchanged (document, wall_off, LEVEL);
  g_assert_false (pf_document_get_modified (document));
}

/* A stroke: many edits, one step, each heard as it is made. */
static void
test_stroke (void)
{
  g_autoptr(PfDocument) document = document_load_starter ();
  g_autofree char *before = document_text (document);
  g_autofree char *painted = NULL;
  g_autofree char *undone = NULL;
  PfTriLevel *level = level_at (document, LEVEL);
  DocumentHeard heard;

  document_listen (document, &heard);
  pf_document_begin_stroke (document, "Paint Walls");
  for (guint col = 5; col < 10; col++)
    {
      g_assert_true (pf_document_level_set_wall (document, LEVEL, 6 * 32 + col * 2, TRUE, NULL));
      /* Heard at once, so the canvas redraws while the pointer moves. */
      g_assert_cmpuint (heard.changed->len, ==, col - 4);
      g_assert_true (pf_tri_mask_get (&level->walls, 6 * 32 + col * 2));
    }
  /* A refused or empty edit in the stroke changes nothing. */
  g_assert_false (pf_document_level_set_wall (document, LEVEL, UNDER_KEY, TRUE, NULL));
  g_assert_true (pf_document_level_set_wall (document, LEVEL, 6 * 32 + 5 * 2, TRUE, NULL));
  g_assert_cmpuint (heard.changed->len, ==, 5);
  pf_document_end_stroke (document);

  g_assert_cmpuint (document_count_steps (document), ==, 1);
  g_assert_cmpstr (pf_document_get_undo_label (document), ==, "Paint Walls");
  painted = document_text (document);
  g_free (pf_document_undo (document));
  undone = document_text (document);
  g_assert_cmpstr (undone, ==, before);
  g_assert_false (pf_document_get_modified (document));
  g_free (pf_document_redo (document));
  g_free (undone);
  undone = document_text (document);
  g_assert_cmpstr (undone, ==, painted);

  /* A stroke in which nothing changed records nothing. */
  pf_document_begin_stroke (document, "Paint Walls");
  g_assert_true (pf_document_level_set_wall (document, LEVEL, 6 * 32 + 5 * 2, TRUE, NULL));
  g_assert_false (pf_document_level_set_wall (document, LEVEL, UNDER_KEY, TRUE, NULL));
  pf_document_end_stroke (document);
  g_assert_cmpuint (document_count_steps (document), ==, 1);

  /* Two strokes are two steps. */
  pf_document_begin_stroke (document, NULL);
  g_assert_true (pf_document_level_set_goal (document, LEVEL, FLOOR_2 + 32, TRUE, NULL));
  pf_document_end_stroke (document);
  g_assert_cmpuint (document_count_steps (document), ==, 2);
  g_assert_cmpstr (pf_document_get_undo_label (document), ==, "Paint Goals");

  g_signal_handlers_disconnect_by_data (document, &heard);
  document_heard_free (&heard);
}

/* A block drag: slides there and back are one step, and a drag back to
 * where it began leaves the level as it was. */
static void
test_drag_stroke (void)
{
  g_autoptr(PfDocument) document = document_load_starter ();
  g_autofree char *before = document_text (document);
  g_autofree char *after = NULL;
  PfTriLevel *level = level_at (document, LEVEL);
  guint first = level->blocks[0].first;

  pf_document_begin_stroke (document, "Move Block");
  g_assert_true (pf_document_level_move_block (document, LEVEL, 0, 1, NULL));
  g_assert_true (pf_document_level_move_block (document, LEVEL, 0, 2, NULL));
  /* Three more would end in the wall past the goal. */
  g_assert_false (pf_document_level_move_block (document, LEVEL, 0, 3, NULL));
  g_assert_true (pf_document_level_move_block (document, LEVEL, 0, -1, NULL));
  pf_document_end_stroke (document);
  g_assert_cmpuint (level->blocks[0].first, ==, first + 4);
  g_assert_cmpuint (document_count_steps (document), ==, 1);
  g_free (pf_document_undo (document));
  after = document_text (document);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpuint (level->blocks[0].first, ==, first);
}

/* A save in the middle of a stroke, and an undo in the middle of one. */
static void
test_stroke_history (void)
{
  g_autoptr(PfDocument) document = document_load_starter ();
  g_autofree char *dir = g_dir_make_tmp ("pf-document-edits-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "stroke.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  PfTriLevel *level = level_at (document, LEVEL);

  pf_document_begin_stroke (document, "Paint Walls");
  g_assert_true (pf_document_level_set_wall (document, LEVEL, FLOOR, TRUE, NULL));
  g_assert_true (pf_document_save (document, file, &error));
  g_assert_no_error (error);
  g_assert_false (pf_document_get_modified (document));
  /* The stroke's step grows: the project differs from the file again. */
  g_assert_true (pf_document_level_set_wall (document, LEVEL, FLOOR_2, TRUE, NULL));
  g_assert_true (pf_document_get_modified (document));
  g_assert_cmpuint (document_count_steps (document), ==, 1);

  /* Undone mid-stroke, the stroke's next edit is a step of its own. */
  g_free (pf_document_undo (document));
  g_assert_false (pf_tri_mask_get (&level->walls, FLOOR));
  g_assert_true (pf_document_level_set_wall (document, LEVEL, FLOOR + 32, TRUE, NULL));
  pf_document_end_stroke (document);
  g_assert_cmpuint (document_count_steps (document), ==, 1);
  g_assert_false (pf_document_can_redo (document));
  g_free (pf_document_undo (document));
  g_assert_false (pf_tri_mask_get (&level->walls, FLOOR + 32));
  g_assert_false (pf_document_can_undo (document));

  g_unlink (path);
  g_rmdir (dir);
}

static gboolean paint_cell (PfDocument *d, const char *p, GError **e)
{ return pf_document_layout_paint_cell (d, p, 5, 5, 3, e); }
static gboolean paint_core (PfDocument *d, const char *p, GError **e)
{ return pf_document_layout_paint_cell (d, p, 0, 0, 6, e); }
static gboolean erase_core (PfDocument *d, const char *p, GError **e)
{ return pf_document_layout_paint_cell (d, p, 0, 0, 0, e); }
static gboolean erase_empty (PfDocument *d, const char *p, GError **e)
{ return pf_document_layout_paint_cell (d, p, 20, 20, 0, e); }
static gboolean paint_off_board (PfDocument *d, const char *p, GError **e)
{ return pf_document_layout_paint_cell (d, p, 64, 0, 1, e); }
static gboolean paint_colour_eight (PfDocument *d, const char *p, GError **e)
{ return pf_document_layout_paint_cell (d, p, 1, 1, 8, e); }
static gboolean rotate_cw (PfDocument *d, const char *p, GError **e)
{ return pf_document_layout_rotate (d, p, PF_SHELL_TURN_CW, e); }

static void
test_layout_edits (void)
{
  g_autoptr(PfDocument) document = document_load_starter ();
  PfShellLayout *layout = pf_project_find_layout (pf_document_get_project (document),
                                                  "almost-full");
  g_autofree char *before = NULL;
  PfShellBoard board;
  guint n_cells = layout->cells->len;
  int core;

  g_assert_cmpint (pf_shell_layout_find_cell (layout, 0, 0), >=, 0);
  before = document_text (document);
  g_assert_true (paint_cell (document, LAYOUT, NULL));
  g_assert_cmpuint (layout->cells->len, ==, n_cells + 1);
  g_assert_cmpstr (pf_document_get_undo_label (document), ==, "Paint Cells");
  assert_document_undo_redo (document, before);

  g_free (before);
  before = document_text (document);
  g_assert_true (paint_core (document, LAYOUT, NULL));
  core = pf_shell_layout_find_cell (layout, 0, 0);
  g_assert_cmpuint (g_array_index (layout->cells, PfShellCell, core).colour, ==, 6);
  assert_document_undo_redo (document, before);

  g_free (before);
  before = document_text (document);
  g_assert_true (erase_core (document, LAYOUT, NULL));
  g_assert_cmpint (pf_shell_layout_find_cell (layout, 0, 0), <, 0);
  assert_document_undo_redo (document, before);

  g_free (before);
  before = document_text (document);
  g_assert_true (rotate_cw (document, LAYOUT, NULL));
  g_assert_cmpstr (pf_document_get_undo_label (document), ==, "Rotate Layout");
  assert_document_undo_redo (document, before);

  assert_unchanged (document, erase_empty, LAYOUT);
  assert_refused (document, paint_off_board, LAYOUT, "beyond shell 63");
  assert_refused (document, paint_colour_eight, LAYOUT, "Colours are 1 to 7");
  assert_refused (document, paint_cell, "layout:nope", "no shell layout");
  assert_refused (document, paint_cell, LEVEL, "no shell layout");

  /* The simulation's board, applied: one step. */
  g_free (before);
  before = document_text (document);
  pf_shell_board_init (&board);
  pf_shell_board_set (&board, 0, 0, 2);
  g_assert_true (pf_document_layout_apply_board (document, LAYOUT, &board, NULL));
  g_assert_cmpuint (layout->cells->len, ==, 1);
  g_assert_cmpstr (pf_document_get_undo_label (document), ==, "Apply Simulation");
  assert_document_undo_redo (document, before);
  /* The same board again changes nothing; an empty layout does not turn. */
  {
    g_autofree char *empty = pf_document_add_new_item (document, PF_ITEM_LAYOUT, NULL, NULL);

    assert_unchanged (document, rotate_cw, empty);
  }
  {
    guint steps = document_count_steps (document);

    g_assert_true (pf_document_layout_apply_board (document, LAYOUT, &board, NULL));
    g_assert_cmpuint (document_count_steps (document), ==, steps);
  }

  /* A paint drag is one step. */
  pf_document_begin_stroke (document, "Paint Cells");
  for (int x = 3; x < 8; x++)
    g_assert_true (pf_document_layout_paint_cell (document, LAYOUT, x, 3, 1, NULL));
  pf_document_end_stroke (document);
  g_assert_cmpuint (layout->cells->len, ==, 6);
  g_free (pf_document_undo (document));
  g_assert_cmpuint (layout->cells->len, ==, 1);
}

static void
test_meta (void)
{
  g_autoptr(PfDocument) document = document_load_starter ();
  g_autofree char *before = document_text (document);
  PfTriPack *pack = pf_project_find_pack (pf_document_get_project (document), "starter");
  PfMeta meta = { (char *) "Pack of packs", (char *) "", (char *) "Notes\non two lines" };
  PfMeta map_meta = { (char *) "Big Meadow", NULL, NULL };
  g_autoptr(GError) error = NULL;
  guint steps;
  DocumentHeard heard;

  g_assert_true (pf_document_set_meta (document, "pack:starter", &meta, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (pack->meta.title, ==, "Pack of packs");
  g_assert_null (pack->meta.author);
  g_assert_cmpstr (pack->meta.notes, ==, "Notes\non two lines");
  g_assert_cmpstr (pf_document_get_undo_label (document), ==, "Edit Details");
  assert_document_undo_redo (document, before);

  steps = document_count_steps (document);
  g_assert_true (pf_document_set_meta (document, "pack:starter", &meta, &error));
  g_assert_cmpuint (document_count_steps (document), ==, steps);

  /* A page passes the item's own strings for the fields it leaves alone. */
  {
    PfMeta borrowed = pack->meta;

    borrowed.author = (char *) "Someone";
    g_assert_true (pf_document_set_meta (document, "pack:starter", &borrowed, &error));
    g_assert_cmpstr (pack->meta.title, ==, "Pack of packs");
    g_assert_cmpstr (pack->meta.author, ==, "Someone");
    g_assert_cmpstr (pack->meta.notes, ==, "Notes\non two lines");
    g_free (pf_document_undo (document));
  }

  g_assert_false (pf_document_set_meta (document, "pack:nope", &meta, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (pf_document_set_meta (document, "playtest:", &meta, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_cmpuint (document_count_steps (document), ==, steps);

  /* A map's id follows its title, as a rename's does. */
  document_listen (document, &heard);
  g_assert_true (pf_document_set_meta (document, "map:meadow-16x12", &map_meta, &error));
  g_assert_no_error (error);
  g_assert_nonnull (pf_project_find_map (pf_document_get_project (document), "big-meadow"));
  g_assert_true (document_heard_has (heard.lists, "map:"));
  g_assert_true (document_heard_has (heard.changed, "map:big-meadow"));
  g_signal_handlers_disconnect_by_data (document, &heard);
  document_heard_free (&heard);
  g_free (pf_document_undo (document));
  g_assert_nonnull (pf_project_find_map (pf_document_get_project (document), "meadow-16x12"));
}

static void
test_add_item (void)
{
  g_autoptr(PfDocument) document = document_load_starter ();
  PfProject *project = pf_document_get_project (document);
  g_autofree char *before = document_text (document);
  g_autofree char *level_path = NULL;
  g_autofree char *map_path = NULL;
  g_autoptr(GError) error = NULL;
  PfTriLevel *level = pf_tri_level_new_room ("whatever");
  PfMap *map = pf_map_copy (pf_project_find_map (project, "meadow-16x12"));

  level->meta.notes = g_strdup ("Kept");
  level_path = pf_document_add_item (document, PF_ITEM_LEVEL, "starter", 0, level, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (level_path, ==, "level:starter/level-17");
  g_assert_true (level_at (document, level_path) == level);
  g_assert_cmpstr (level->meta.title, ==, "Level 17");
  g_assert_cmpstr (level->meta.notes, ==, "Kept");
  g_assert_true (g_ptr_array_index (pf_project_find_pack (project, "starter")->levels, 0) == level);
  assert_document_undo_redo (document, before);

  map_path = pf_document_add_item (document, PF_ITEM_MAP, NULL, -1, map, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (map_path, ==, "map:map-2");
  g_assert_cmpstr (map->meta.title, ==, "Map 2");

  g_assert_null (pf_document_add_item (document, PF_ITEM_LEVEL, "nope", -1,
                                       pf_tri_level_new_room ("x"), &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "nope"));
}

/* An edit beside a kept 1024 × 1024 map touches only the level: the history
 * holds the level, not the map, and the map's placements are never copied. */
static void
test_edit_beside_big_map (void)
{
  g_autoptr(PfDocument) document = document_load_starter ();
  PfProject *project = pf_document_get_project (document);
  PfTileset *tileset = g_ptr_array_index (pf_project_get_tilesets (project), 0);
  g_autoptr(GError) error = NULL;
  PfMapgenOptions options;
  PfMap *map;
  GArray *placements;
  g_autofree char *map_path = NULL;
  PfTriLevel *level = level_at (document, LEVEL);
  gsize bytes;

  pf_mapgen_options_init (&options);
  options.seed = 7;
  map = pf_mapgen_generate (tileset, 1024, 1024, &options, &error);
  g_assert_no_error (error);
  map->id = g_strdup ("big");
  map_path = pf_document_insert_item (document, PF_ITEM_MAP, NULL, -1, map);
  g_assert_cmpstr (map_path, ==, "map:big");
  placements = map->placements;
  g_assert_cmpuint (placements->len, >, 100000);

  /* Adding the map kept the map itself in the history, not a copy of it. */
  bytes = pf_document_get_history_bytes (document);

  for (int i = 0; i < 50; i++)
    g_assert_true (pf_document_level_set_wall (document, LEVEL, 1,
                                               !pf_tri_mask_get (&level->walls, 1), NULL));
  /* 50 level edits cost a few kilobytes, whatever the map holds. */
  g_assert_cmpuint (pf_document_get_history_bytes (document) - bytes, <, 50 * 2048);
  for (int i = 0; i < 50; i++)
    g_free (pf_document_undo (document));
  g_assert_true (map->placements == placements);
  g_free (pf_document_undo (document));
  g_assert_null (pf_project_find_map (project, "big"));
  g_free (pf_document_redo (document));
  g_assert_true (pf_project_find_map (project, "big") == map);
  g_assert_true (map->placements == placements);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/document-edits/level/edits", test_level_edits);
  g_test_add_func ("/document-edits/level/refused", test_level_refused);
  g_test_add_func ("/document-edits/stroke/paint", test_stroke);
  g_test_add_func ("/document-edits/stroke/drag", test_drag_stroke);
  g_test_add_func ("/document-edits/stroke/history", test_stroke_history);
  g_test_add_func ("/document-edits/layout", test_layout_edits);
  g_test_add_func ("/document-edits/meta", test_meta);
  g_test_add_func ("/document-edits/add-item", test_add_item);
  g_test_add_func ("/document-edits/edit-beside-big-map", test_edit_beside_big_map);

  return g_test_run ();
}

/* test-map-document.c: a kept map's hand edits through the document: stamp, erase, lock,
 * unlock and refill, each one undo step or refused with nothing recorded
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "document-fixtures.h"
#include "pf-error.h"
#include "pf-map-edit.h"
#include "pf-map-grid.h"
#include "pf-tileset-edit.h"

#define MAP "map:meadow-16x12"

/* Auxiliary methods */

static PfMap *
map_at (PfDocument *document)
{
  PfItemPlace place;

  g_assert_true (pf_project_locate (pf_document_get_project (document), MAP, &place));
  return place.item;
}

static guint64
count_empty (PfDocument *document)
{
  PfMap *map = map_at (document);
  PfTileset *tileset = pf_project_find_tileset (pf_document_get_project (document),
                                                map->tileset);
  g_autoptr(PfMapGrid) grid = pf_map_grid_from_map (map, tileset, NULL, NULL);

  g_assert_nonnull (grid);
  return pf_map_grid_count_empty (grid);
}

typedef gboolean (*MapOp) (PfDocument *document, GError **error);

/* One edit of the starter's map: one step called @label, heard once, undone
 * and redone. */
static void
assert_map_edit (PfDocument *document,
                 MapOp       op,
                 const char *label)
{
  g_autofree char *before = document_text (document);
  g_autoptr(GError) error = NULL;
  guint steps = document_count_steps (document);
  DocumentHeard heard;

  document_listen (document, &heard);
  g_assert_true (op (document, &error));
  g_assert_no_error (error);
  document_heard_assert_one (document, &heard, MAP);

  g_assert_cmpuint (document_count_steps (document), ==, steps + 1);
  g_assert_cmpstr (pf_document_get_undo_label (document), ==, label);
  g_assert_true (pf_document_get_modified (document));
  assert_document_undo_redo (document, before);
}

/* An edit that is refused or changes nothing: no step, nothing heard. */
static void
assert_map_unchanged (PfDocument *document,
                      MapOp       op,
                      gboolean    refused)
{
  g_autofree char *before = document_text (document);
  g_autofree char *after = NULL;
  g_autoptr(GError) error = NULL;
  guint steps = document_count_steps (document);
  DocumentHeard heard;

  document_listen (document, &heard);
  g_assert_cmpint (op (document, &error), ==, !refused);
  if (refused)
    g_assert_error (error, PF_ERROR, PF_ERROR_INVALID);
  else
    g_assert_no_error (error);
  g_assert_cmpuint (heard.changed->len, ==, 0);
  g_signal_handlers_disconnect_by_data (document, &heard);
  document_heard_free (&heard);
  g_assert_cmpuint (document_count_steps (document), ==, steps);
  after = document_text (document);
  g_assert_cmpstr (after, ==, before);
}

static gboolean
stamp_pond (PfDocument *document, GError **error)
{
  return pf_document_map_stamp (document, MAP, "square", "pond", 0, 3, 3, error);
}

static gboolean
erase_corner (PfDocument *document, GError **error)
{
  PfMapRect rect = { 12, 8, 4, 4 };

  return pf_document_map_erase (document, MAP, &rect, error);
}

static gboolean
lock_top (PfDocument *document, GError **error)
{
  PfMapRect rect = { 0, 0, 16, 2 };

  return pf_document_map_set_locked (document, MAP, &rect, TRUE, error);
}

static gboolean
unlock_cell (PfDocument *document, GError **error)
{
  PfMapRect rect = { 0, 0, 1, 1 };

  return pf_document_map_set_locked (document, MAP, &rect, FALSE, error);
}

static gboolean
fill_holes (PfDocument *document, GError **error)
{
  g_autoptr(GArray) conflicts = NULL;
  gboolean done = pf_document_map_refill (document, MAP, FALSE, 5, &conflicts, error);

  if (done)
    g_assert_cmpuint (conflicts->len, ==, 0);
  return done;
}

static gboolean
refill_all (PfDocument *document, GError **error)
{
  return pf_document_map_refill (document, MAP, TRUE, 6, NULL, error);
}

static gboolean
stamp_unknown (PfDocument *document, GError **error)
{
  return pf_document_map_stamp (document, MAP, "hexagon", "pond", 0, 3, 3, error);
}

static gboolean
stamp_off_map (PfDocument *document, GError **error)
{
  return pf_document_map_stamp (document, MAP, "square", "pond", 0, 15, 3, error);
}

static gboolean
stamp_no_map (PfDocument *document, GError **error)
{
  return pf_document_map_stamp (document, "map:none", "square", "pond", 0, 3, 3, error);
}

static gboolean
stamp_level (PfDocument *document, GError **error)
{
  return pf_document_map_stamp (document, "level:starter/level-01", "square", "pond", 0, 3, 3,
                                error);
}

static gboolean
erase_outside (PfDocument *document, GError **error)
{
  PfMapRect rect = { 16, 0, 4, 4 };

  return pf_document_map_erase (document, MAP, &rect, error);
}

static gboolean
lock_empty_rect (PfDocument *document, GError **error)
{
  PfMapRect rect = { 2, 2, 0, 4 };

  return pf_document_map_set_locked (document, MAP, &rect, TRUE, error);
}

/* Tests */

/* Stamp, erase, lock, unlock, fill the holes and refill, each one step. */
static void
test_edits (void)
{
  g_autoptr(PfDocument) document = document_load_starter ();
  guint placements = map_at (document)->placements->len;

  assert_map_edit (document, stamp_pond, "Stamp");
  g_assert_true (g_array_index (map_at (document)->placements, PfPlacement,
                                map_at (document)->placements->len - 1).locked);
  assert_map_edit (document, erase_corner, "Erase");
  g_assert_cmpuint (count_empty (document), >=, 16);
  assert_map_edit (document, lock_top, "Lock");
  assert_map_edit (document, unlock_cell, "Unlock");
  assert_map_edit (document, fill_holes, "Fill Holes");
  g_assert_cmpuint (count_empty (document), ==, 0);
  assert_map_edit (document, refill_all, "Refill");
  g_assert_cmpuint (count_empty (document), ==, 0);

  /* All undone, the map is as it was */
  for (guint i = 0; i < 6; i++)
    g_free (pf_document_undo (document));
  g_assert_cmpuint (map_at (document)->placements->len, ==, placements);
  g_assert_false (pf_document_get_modified (document));
}

/* What the rules refuse records nothing, and says why; so does an edit
 * that changes nothing. */
static void
test_refused (void)
{
  g_autoptr(PfDocument) document = document_load_starter ();

  assert_map_unchanged (document, stamp_unknown, TRUE);
  assert_map_unchanged (document, stamp_off_map, TRUE);
  assert_map_unchanged (document, stamp_no_map, TRUE);
  assert_map_unchanged (document, stamp_level, TRUE);
  assert_map_unchanged (document, erase_outside, TRUE);
  assert_map_unchanged (document, lock_empty_rect, TRUE);

  /* Nothing to change */
  assert_map_unchanged (document, fill_holes, FALSE);
  assert_map_unchanged (document, unlock_cell, FALSE);
  assert_map_edit (document, lock_top, "Lock");
  assert_map_unchanged (document, lock_top, FALSE);
}

/* A map whose tile set is gone cannot be edited. */
static void
test_missing_tileset (void)
{
  g_autoptr(PfDocument) document = document_load_starter ();
  g_autoptr(GError) error = NULL;
  PfMap *map = map_at (document);

  g_free (map->tileset);
  map->tileset = g_strdup ("gone");
  g_assert_false (pf_document_map_refill (document, MAP, FALSE, 1, NULL, &error));
  g_assert_error (error, PF_ERROR, PF_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "gone"));
  g_assert_false (pf_document_can_undo (document));
}

/* A shape whose cells change takes away only its own placements, whose
 * cells are filled again: the designer's stamps and locks stay. */
static void
test_shape_edit_keeps_hand_work (void)
{
  g_autoptr(PfDocument) document = document_load_starter ();
  g_autoptr(GError) error = NULL;
  g_autofree char *note = NULL;
  g_autoptr(GArray) kept = g_array_new (FALSE, FALSE, sizeof (PfPlacement));
  PfProject *project = pf_document_get_project (document);
  PfTileset *tileset = pf_project_find_tileset (project, map_at (document)->tileset);
  PfTileset *edited;
  PfShape *corner;
  guint corner_index, placements;

  assert_map_edit (document, stamp_pond, "Stamp");
  assert_map_edit (document, lock_top, "Lock");
  g_assert_nonnull (pf_tileset_find_shape (tileset, "corner", &corner_index));
  for (guint i = 0; i < map_at (document)->placements->len; i++)
    {
      PfPlacement p = g_array_index (map_at (document)->placements, PfPlacement, i);

      if (p.shape != corner_index)
        g_array_append_val (kept, p);
    }
  g_assert_cmpuint (kept->len, <, map_at (document)->placements->len);

  /* The corner becomes a full 2 x 2. */
  edited = pf_tileset_copy (tileset);
  corner = g_ptr_array_index (edited->shapes, corner_index);
  g_assert_cmpuint (corner->width * corner->height, ==, 4);
  memset (corner->cells, 1, 4);
  g_assert_true (pf_document_commit_tileset (document, "tileset:meadow", edited, FALSE, &note,
                                             &error));
  g_assert_no_error (error);
  g_assert_nonnull (note);
  g_assert_nonnull (strstr (note, "filled again"));

  /* Every placement of another shape is still there, locks and all, and
   * the map is whole. */
  placements = map_at (document)->placements->len;
  for (guint k = 0; k < kept->len; k++)
    {
      PfPlacement want = g_array_index (kept, PfPlacement, k);
      gboolean found = FALSE;

      for (guint i = 0; i < placements && !found; i++)
        {
          PfPlacement p = g_array_index (map_at (document)->placements, PfPlacement, i);

          found = p.shape == want.shape && p.variant == want.variant &&
                  p.rotation == want.rotation && p.x == want.x && p.y == want.y &&
                  p.locked == want.locked;
        }
      if (!found)
        g_error ("the placement at %d, %d went away", want.x, want.y);
    }
  g_assert_cmpuint (count_empty (document), ==, 0);
  g_assert_cmpuint (pf_map_count_locked (map_at (document)), >=, 1);

  /* One undo step brings the corner and the map back. */
  g_free (pf_document_undo (document));
  g_assert_cmpuint (pf_map_count_locked (map_at (document)), >=, 1);
}

/* A variant deleted takes its tiles with it, locked ones too: the note
 * says so, by the map's name, rather than that the locks stay. */
static void
test_variant_delete_says_locks_went (void)
{
  g_autoptr(PfDocument) document = document_load_starter ();
  g_autoptr(GError) error = NULL;
  g_autofree char *note = NULL;
  PfProject *project = pf_document_get_project (document);
  PfTileset *tileset = pf_project_find_tileset (project, map_at (document)->tileset);
  PfTileset *edited;
  guint square, locked;

  assert_map_edit (document, stamp_pond, "Stamp");
  locked = pf_map_count_locked (map_at (document));
  g_assert_cmpuint (locked, >=, 1);
  g_assert_nonnull (pf_tileset_find_shape (tileset, "square", &square));

  edited = pf_tileset_copy (tileset);
  g_assert_true (pf_tileset_delete_variant (edited, square, 0, &error));
  g_assert_true (pf_document_commit_tileset (document, "tileset:meadow", edited, FALSE, &note,
                                             &error));
  g_assert_no_error (error);
  g_assert_cmpuint (pf_map_count_locked (map_at (document)), ==, locked - 1);
  g_assert_nonnull (note);
  g_assert_nonnull (strstr (note, "“A small meadow”"));
  g_assert_nonnull (strstr (note, "1 tile locked by hand"));
  g_assert_null (strstr (note, "locks stay"));

  g_free (pf_document_undo (document));
  g_assert_cmpuint (pf_map_count_locked (map_at (document)), ==, locked);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/map-document/edits", test_edits);
  g_test_add_func ("/map-document/refused", test_refused);
  g_test_add_func ("/map-document/missing-tileset", test_missing_tileset);
  g_test_add_func ("/map-document/shape-edit-keeps-hand-work", test_shape_edit_keeps_hand_work);
  g_test_add_func ("/map-document/variant-delete-says-locks-went",
                   test_variant_delete_says_locks_went);
  return g_test_run ();
}

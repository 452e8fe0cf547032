/* test-document.c: the document model: edits of every kind, undo and redo, the modified
 * state, the signals views hear and the outline
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "document-fixtures.h"
#include "pf-document.h"
#include "pf-names.h"
#include "pf-outline.h"

/* Auxiliary methods */

static PfTriPack *
pack_at (PfDocument *document,
         guint       index)
{
  return g_ptr_array_index (pf_project_get_packs (pf_document_get_project (document)), index);
}

static PfTriLevel *
level_of (PfDocument *document,
          const char *path)
{
  PfItemPlace place;

  g_assert_true (pf_project_locate (pf_document_get_project (document), path, &place));
  g_assert_cmpint (place.kind, ==, PF_ITEM_LEVEL);
  return place.item;
}

static const char *
title_of (PfDocument *document,
          const char *path)
{
  PfItemPlace place;

  if (!pf_project_locate (pf_document_get_project (document), path, &place))
    return NULL;
  return pf_item_get_title (place.kind, place.item);
}

/* Tests */

/* A pack built from nothing, as a designer would, with undo and redo. */
static void
test_build_pack_from_nothing (void)
{
  g_autoptr(PfDocument) document = pf_document_new (NULL, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *pack = NULL;
  g_autofree char *first = NULL, *second = NULL, *third = NULL, *copy = NULL;
  g_autofree char *focus = NULL;
  PfTriPack *p;

  g_assert_false (pf_document_get_modified (document));
  g_assert_false (pf_document_can_undo (document));

  pack = pf_document_add_new_item (document, PF_ITEM_PACK, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (pack, ==, "pack:pack-1");
  g_assert_cmpstr (title_of (document, pack), ==, "Pack 1");
  g_assert_true (pf_document_get_modified (document));

  first = pf_document_add_new_item (document, PF_ITEM_LEVEL, pack, &error);
  second = pf_document_add_new_item (document, PF_ITEM_LEVEL, first, &error);
  third = pf_document_add_new_item (document, PF_ITEM_LEVEL, second, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (first, ==, "level:pack-1/level-1");
  g_assert_cmpstr (third, ==, "level:pack-1/level-3");
  g_assert_cmpstr (title_of (document, third), ==, "Level 3");
  /* A new level is a valid, solvable one. */
  assert_document_loadable (document);
  g_assert_cmpuint (level_of (document, first)->n_blocks, ==, 1);

  g_assert_true (pf_document_rename_item (document, first, "Warm-up"));
  g_assert_true (pf_document_rename_item (document, second, "Two Keys"));
  g_assert_true (pf_document_rename_item (document, third, "  Finale  "));
  g_assert_cmpstr (title_of (document, third), ==, "Finale");

  copy = pf_document_duplicate_item (document, second);
  g_assert_cmpstr (copy, ==, "level:pack-1/level-2-2");
  g_assert_cmpstr (title_of (document, copy), ==, "Two Keys (Copy)");
  p = pack_at (document, 0);
  g_assert_cmpuint (p->levels->len, ==, 4);
  /* Right after its original. */
  g_assert_cmpstr (((PfTriLevel *) g_ptr_array_index (p->levels, 2))->id, ==, "level-2-2");

  g_assert_true (pf_document_delete_item (document, first));
  g_assert_cmpuint (p->levels->len, ==, 3);

  /* Undo twice: the delete, then the duplicate. */
  focus = pf_document_undo (document);
  g_assert_cmpstr (focus, ==, first);
  g_clear_pointer (&focus, g_free);
  focus = pf_document_undo (document);
  g_assert_cmpuint (p->levels->len, ==, 3);
  g_assert_null (title_of (document, copy));
  g_assert_cmpstr (title_of (document, first), ==, "Warm-up");
  g_clear_pointer (&focus, g_free);

  /* Redo once: the duplicate comes back, with its title. */
  focus = pf_document_redo (document);
  g_assert_cmpstr (focus, ==, copy);
  g_assert_cmpstr (title_of (document, copy), ==, "Two Keys (Copy)");
  g_assert_cmpuint (p->levels->len, ==, 4);
  assert_document_loadable (document);
}

/* A new level goes into a pack even when there is none yet. */
static void
test_new_level_makes_a_pack (void)
{
  g_autoptr(PfDocument) document = pf_document_new (NULL, NULL);
  g_autofree char *level = pf_document_add_new_item (document, PF_ITEM_LEVEL, NULL, NULL);

  g_assert_cmpstr (level, ==, "level:pack-1/level-1");
  g_free (pf_document_undo (document));
  g_assert_cmpuint (pf_project_get_packs (pf_document_get_project (document))->len, ==, 0);
  g_assert_false (pf_document_can_undo (document));
}

/* A map needs a tile set, and says so. */
static void
test_new_map_needs_tileset (void)
{
  g_autoptr(PfDocument) document = pf_document_new (NULL, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *map = pf_document_add_new_item (document, PF_ITEM_MAP, NULL, &error);
  g_autofree char *tileset = NULL;

  g_assert_null (map);
  g_assert_nonnull (error);
  g_assert_false (pf_document_get_modified (document));
  g_clear_error (&error);

  tileset = pf_document_add_new_item (document, PF_ITEM_TILESET, NULL, &error);
  g_assert_no_error (error);
  map = pf_document_add_new_item (document, PF_ITEM_MAP, tileset, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (map, ==, "map:map-1");
  assert_document_loadable (document);
}

/* Every kind of edit is undone and redone exactly. */
static void
test_every_kind_undone_and_redone (void)
{
  g_autoptr(PfDocument) document = document_load_starter ();
  PfProject *project = pf_document_get_project (document);
  PfTriPack *pack = pack_at (document, 0);
  PfTriLevel *level = g_ptr_array_index (pack->levels, 0);
  PfShellLayout *layout = g_ptr_array_index (pf_project_get_layouts (project), 0);
  PfMap *map = g_ptr_array_index (pf_project_get_maps (project), 0);
  g_autofree char *level_path = pf_item_path_build (PF_ITEM_LEVEL, pack->id, level->id);
  g_autofree char *pack_path = pf_item_path_build (PF_ITEM_PACK, NULL, pack->id);
  g_autofree char *layout_path = pf_item_path_build (PF_ITEM_LAYOUT, NULL, layout->id);
  g_autofree char *map_path = pf_item_path_build (PF_ITEM_MAP, NULL, map->id);
  g_autofree char *tileset_path = pf_item_path_build (PF_ITEM_TILESET, NULL, map->tileset);
  g_autofree char *before = NULL;

  /* Level: a wall painted */
  before = document_text (document);
  g_assert_true (pf_document_level_set_wall (document, level_path, 0,
                                             !pf_tri_mask_get (&level->walls, 0), NULL));
  assert_document_undo_redo (document, before);

  /* Pack: its title */
  g_free (before);
  before = document_text (document);
  pf_document_rename_item (document, pack_path, "Renamed Pack");
  assert_document_undo_redo (document, before);

  /* Layout: a cell painted */
  g_free (before);
  before = document_text (document);
  g_assert_true (pf_document_layout_paint_cell (document, layout_path, 20, 20, 3, NULL));
  assert_document_undo_redo (document, before);

  /* Map: its title, and its placements replaced */
  g_free (before);
  before = document_text (document);
  {
    PfMap *other = pf_map_copy (map);

    g_free (other->meta.title);
    other->meta.title = g_strdup ("A map");
    other->seed = 99;
    g_assert_true (pf_document_replace_item (document, map_path, other));
  }
  assert_document_undo_redo (document, before);

  /* Tile set: a shape's weight, through the commit that keeps maps whole */
  g_free (before);
  before = document_text (document);
  {
    PfItemPlace place;
    PfTileset *edited;
    g_autoptr(GError) error = NULL;

    g_assert_true (pf_project_locate (project, tileset_path, &place));
    edited = pf_tileset_copy (place.item);
    ((PfShape *) g_ptr_array_index (edited->shapes, 0))->weight += 1;
    g_assert_true (pf_document_commit_tileset (document, tileset_path, edited, FALSE, NULL, &error));
    g_assert_no_error (error);
  }
  assert_document_undo_redo (document, before);

  /* Playtest settings */
  g_free (before);
  before = document_text (document);
  {
    PfPlaytestSettings *settings = pf_playtest_settings_new ();

    settings->seed = 4242;
    g_assert_true (pf_document_replace_item (document, "playtest:", settings));
  }
  assert_document_undo_redo (document, before);

  /* Structure: a new item of each kind, a duplicate, a delete, a reorder */
  for (PfItemKind kind = PF_ITEM_PACK; kind <= PF_ITEM_MAP; kind++)
    {
      g_autofree char *path = NULL;
      g_autoptr(GError) error = NULL;

      g_free (before);
      before = document_text (document);
      path = pf_document_add_new_item (document, kind, kind == PF_ITEM_MAP ? tileset_path
                                                                          : level_path, &error);
      g_assert_no_error (error);
      assert_document_undo_redo (document, before);

      g_free (before);
      before = document_text (document);
      g_free (pf_document_duplicate_item (document, path));
      assert_document_undo_redo (document, before);

      g_free (before);
      before = document_text (document);
      g_assert_true (pf_document_delete_item (document, path));
      assert_document_undo_redo (document, before);
    }

  g_free (before);
  before = document_text (document);
  {
    guint n = pack->levels->len;
    g_autofree guint *order = g_new (guint, n);

    for (guint i = 0; i < n; i++)
      order[i] = n - 1 - i;
    g_assert_true (pf_document_reorder_levels (document, pack->id, order, n));
  }
  assert_document_undo_redo (document, before);

  /* Deleting a tile set deletes its maps with it, in one step. */
  g_free (before);
  before = document_text (document);
  g_assert_true (pf_document_delete_item (document, tileset_path));
  g_assert_null (pf_project_find_map (project, map->id));
  assert_document_undo_redo (document, before);
}

/* Generated levels come in with names of their own, in order, as one step,
 * titled as variants of the level they were made from; one that repeats a
 * level of the pack is left out. */
static void
test_add_new_levels (void)
{
  g_autoptr(PfDocument) document = pf_document_new (NULL, NULL);
  g_autofree char *pack = pf_document_add_new_item (document, PF_ITEM_PACK, NULL, NULL);
  g_autofree char *first = pf_document_add_new_item (document, PF_ITEM_LEVEL, pack, NULL);
  g_autoptr(GPtrArray) generated = g_ptr_array_new_with_free_func ((GDestroyNotify) pf_tri_level_free);
  g_autoptr(GPtrArray) paths = NULL;
  g_autoptr(GPtrArray) skipped = NULL;
  PfTriLevel *level;

  for (int i = 0; i < 3; i++)
    {
      level = pf_tri_level_new_room ("source-id");
      g_free (level->meta.title);
      level->meta.title = g_strdup ("The source's title");
      /* Two new puzzles, and one like the pack's first level */
      if (i < 2)
        pf_tri_mask_set (&level->walls, pf_tri_index (8, 6 + i, PF_TRI_UP), TRUE);
      g_ptr_array_add (generated, level);
    }

  paths = pf_document_add_new_levels (document, pack, -1, generated, &skipped);
  g_assert_cmpuint (paths->len, ==, 2);
  g_assert_cmpuint (skipped->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (paths, 0), ==, "level:pack-1/level-2");
  g_assert_cmpstr (g_ptr_array_index (paths, 1), ==, "level:pack-1/level-3");
  g_assert_cmpstr (title_of (document, g_ptr_array_index (paths, 0)), ==,
                   "The source's title (Variant 1)");
  g_assert_cmpstr (title_of (document, g_ptr_array_index (paths, 1)), ==,
                   "The source's title (Variant 2)");
  assert_document_loadable (document);

  /* One step takes both away. */
  g_free (pf_document_undo (document));
  g_assert_cmpuint (pack_at (document, 0)->levels->len, ==, 1);
  g_assert_nonnull (title_of (document, first));
}

/* Undo shows what a step was about: the level, or the pack when the step
 * changed several of its levels. */
static void
test_group_focus (void)
{
  g_autoptr(PfDocument) document = pf_document_new (NULL, NULL);
  g_autofree char *pack = pf_document_add_new_item (document, PF_ITEM_PACK, NULL, NULL);
  g_autofree char *first = pf_document_add_new_item (document, PF_ITEM_LEVEL, pack, NULL);
  g_autofree char *second = pf_document_add_new_item (document, PF_ITEM_LEVEL, pack, NULL);
  g_autofree char *one = NULL, *both = NULL, *pack_and_level = NULL;
  guint near = pf_tri_index (8, 6, PF_TRI_UP), far = pf_tri_index (8, 7, PF_TRI_UP);

  pf_document_begin_group (document, "One level");
  g_assert_true (pf_document_level_set_wall (document, first, near, TRUE, NULL));
  g_assert_true (pf_document_level_set_wall (document, first, far, TRUE, NULL));
  pf_document_end_group (document);
  one = pf_document_undo (document);
  g_assert_cmpstr (one, ==, first);

  pf_document_begin_group (document, "Two levels");
  g_assert_true (pf_document_level_set_wall (document, first, near, TRUE, NULL));
  g_assert_true (pf_document_level_set_wall (document, second, near, TRUE, NULL));
  pf_document_end_group (document);
  both = pf_document_undo (document);
  g_assert_cmpstr (both, ==, pack);
  g_assert_null (pf_item_path_common (first, "map:meadow"));
  g_assert_null (pf_item_path_common (first, "level:other/level-1"));
  pack_and_level = pf_item_path_common (pack, first);
  g_assert_cmpstr (pack_and_level, ==, pack);

  /* Levels added together: undo and redo both show the pack that took them. */
  {
    g_autoptr(GPtrArray) levels = NULL;
    g_autoptr(GPtrArray) added = NULL;
    g_autofree char *undone = NULL, *redone = NULL;
    PfTriPack *owner = pf_project_find_pack (pf_document_get_project (document), pack + 5);

    levels = g_ptr_array_new_with_free_func ((GDestroyNotify) pf_tri_level_free);
    /* Two rooms with a wall of their own each: new puzzles, not repeats */
    for (guint i = 0; i < 2; i++)
      {
        PfTriLevel *level = pf_tri_level_copy (g_ptr_array_index (owner->levels, 0));

        pf_tri_mask_set (&level->walls, i == 0 ? near + 2 : far + 2, TRUE);
        g_ptr_array_add (levels, level);
      }
    added = pf_document_add_levels (document, pack, -1, levels, NULL);
    g_assert_cmpuint (added->len, ==, 2);
    undone = pf_document_undo (document);
    g_assert_cmpstr (undone, ==, pack);
    redone = pf_document_redo (document);
    g_assert_cmpstr (redone, ==, pack);
  }
}

/* A new level whose key is slid along its band is the same puzzle as the
 * pack's level, and a slid copy of another new level repeats the level
 * that one became: both are left out, named. */
static void
test_add_new_levels_same_puzzle (void)
{
  g_autoptr(PfDocument) document = pf_document_new (NULL, NULL);
  g_autofree char *pack = pf_document_add_new_item (document, PF_ITEM_PACK, NULL, NULL);
  g_autofree char *first = pf_document_add_new_item (document, PF_ITEM_LEVEL, pack, NULL);
  g_autoptr(GPtrArray) generated =
    g_ptr_array_new_with_free_func ((GDestroyNotify) pf_tri_level_free);
  g_autoptr(GPtrArray) paths = NULL;
  g_autoptr(GPtrArray) skipped = NULL;
  PfTriLevel *slid, *other, *other_slid;

  slid = pf_tri_level_new_room ("slid");
  slid->blocks[0].first += 2;
  other = pf_tri_level_new_room ("other");
  pf_tri_mask_set (&other->walls, pf_tri_index (9, 6, PF_TRI_UP), TRUE);
  other_slid = pf_tri_level_copy (other);
  other_slid->blocks[0].first += 2;
  g_ptr_array_add (generated, slid);
  g_ptr_array_add (generated, other);
  g_ptr_array_add (generated, other_slid);

  paths = pf_document_add_new_levels (document, pack, -1, generated, &skipped);
  g_assert_cmpuint (paths->len, ==, 1);
  g_assert_cmpuint (skipped->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (skipped, 0), ==,
                   "a level is the same puzzle as “Level 1”; left out");
  g_assert_cmpstr (g_ptr_array_index (skipped, 1), ==,
                   "a level is the same puzzle as “Level 2”; left out");
  g_assert_cmpstr (title_of (document, first), ==, "Level 1");
}

/* A level moved to another pack where its id is taken gets a free one, and
 * undo brings it home with its own id; the item is the same object all along. */
static void
test_move_level_between_packs (void)
{
  g_autoptr(PfDocument) document = pf_document_new (NULL, NULL);
  g_autofree char *a = pf_document_add_new_item (document, PF_ITEM_PACK, NULL, NULL);
  g_autofree char *b = pf_document_add_new_item (document, PF_ITEM_PACK, NULL, NULL);
  g_autofree char *in_a = pf_document_add_new_item (document, PF_ITEM_LEVEL, a, NULL);
  g_autofree char *in_b = pf_document_add_new_item (document, PF_ITEM_LEVEL, b, NULL);
  g_autofree char *moved = NULL;
  g_autofree char *before = document_text (document);
  PfTriLevel *level = level_of (document, in_a);

  g_assert_cmpstr (in_a, ==, "level:pack-1/level-1");
  g_assert_cmpstr (in_b, ==, "level:pack-2/level-1");
  moved = pf_document_move_level (document, in_a, b, 0);
  g_assert_cmpstr (moved, ==, "level:pack-2/level-1-2");
  g_assert_true (level_of (document, moved) == level);
  g_assert_cmpuint (pack_at (document, 0)->levels->len, ==, 0);
  g_assert_cmpuint (pack_at (document, 1)->levels->len, ==, 2);
  assert_document_loadable (document);
  assert_document_undo_redo (document, before);

  g_free (pf_document_undo (document));
  g_assert_true (level_of (document, in_a) == level);
  g_assert_cmpstr (level->id, ==, "level-1");
}

/* Merged, one pack's levels are at the end of the other, in their order,
 * one with a fresh id, and the pack is gone; one undo brings all back. */
static void
test_merge_pack (void)
{
  g_autoptr(PfDocument) document = pf_document_new (NULL, NULL);
  g_autofree char *a = pf_document_add_new_item (document, PF_ITEM_PACK, NULL, NULL);
  g_autofree char *b = pf_document_add_new_item (document, PF_ITEM_PACK, NULL, NULL);
  g_autofree char *a1 = pf_document_add_new_item (document, PF_ITEM_LEVEL, a, NULL);
  g_autofree char *a2 = pf_document_add_new_item (document, PF_ITEM_LEVEL, a, NULL);
  g_autofree char *b1 = pf_document_add_new_item (document, PF_ITEM_LEVEL, b, NULL);
  g_autofree char *before = NULL;
  g_autofree char *merged = NULL;
  g_autofree char *undone = NULL;
  g_autofree char *unchanged = NULL;
  g_autofree char *back = NULL;
  PfTriLevel *first = level_of (document, a1);
  PfTriLevel *second = level_of (document, a2);
  PfTriPack *into;

  pf_document_rename_item (document, a2, "Second");
  before = document_text (document);
  g_assert_null (pf_document_merge_pack (document, a, a));
  g_assert_null (pf_document_merge_pack (document, a, "pack:none"));
  unchanged = document_text (document);
  g_assert_cmpstr (before, ==, unchanged);

  merged = pf_document_merge_pack (document, a, b);
  g_assert_cmpstr (merged, ==, "pack:pack-2");
  g_assert_cmpuint (pf_project_get_packs (pf_document_get_project (document))->len, ==, 1);
  into = pack_at (document, 0);
  g_assert_cmpuint (into->levels->len, ==, 3);
  g_assert_true (g_ptr_array_index (into->levels, 0) == level_of (document, b1));
  g_assert_true (g_ptr_array_index (into->levels, 1) == first);
  g_assert_true (g_ptr_array_index (into->levels, 2) == second);
  g_assert_cmpstr (first->id, ==, "level-1-2");
  g_assert_cmpstr (second->id, ==, "level-2");
  assert_document_loadable (document);

  g_assert_cmpstr (pf_document_get_undo_label (document), ==, "Merge Packs");
  undone = pf_document_undo (document);
  g_assert_cmpstr (undone, ==, "pack:pack-2");
  back = document_text (document);
  g_assert_cmpstr (before, ==, back);
  g_assert_true (level_of (document, a1) == first);
  g_free (pf_document_redo (document));
  assert_document_undo_redo (document, before);
}

static void
on_notify (GObject    *object,
           GParamSpec *pspec,
           guint      *count)
{
  (*count)++;
}

/* The unsaved mark follows the history: undoing back to the saved state
 * clears it, and a save of a copy leaves later edits marked. */
static void
test_modified_follows_history (void)
{
  g_autoptr(PfDocument) document = document_load_starter ();
  g_autofree char *dir = g_dir_make_tmp ("pf-document-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "saved.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  PfTriPack *pack = pack_at (document, 0);
  g_autofree char *pack_path = pf_item_path_build (PF_ITEM_PACK, NULL, pack->id);
  guint notified = 0;

  g_assert_false (pf_document_get_modified (document));
  pf_document_rename_item (document, pack_path, "One");
  g_assert_true (pf_document_get_modified (document));
  g_free (pf_document_undo (document));
  g_assert_false (pf_document_get_modified (document));
  g_free (pf_document_redo (document));
  g_assert_true (pf_document_get_modified (document));

  g_assert_true (pf_document_save (document, file, &error));
  g_assert_no_error (error);
  g_assert_false (pf_document_get_modified (document));
  g_assert_true (g_file_equal (pf_document_get_file (document), file));

  g_signal_connect (document, "notify::modified", G_CALLBACK (on_notify), &notified);
  pf_document_rename_item (document, pack_path, "Two");
  g_assert_true (pf_document_get_modified (document));
  g_assert_cmpuint (notified, ==, 1);
  g_free (pf_document_undo (document));
  g_assert_false (pf_document_get_modified (document));

  /* Undo past the save, then a new edit: the saved state is gone for good. */
  g_free (pf_document_undo (document));
  g_assert_true (pf_document_get_modified (document));
  pf_document_rename_item (document, pack_path, "Three");
  g_free (pf_document_undo (document));
  g_assert_true (pf_document_get_modified (document));

  /* Cached figures are derived from the levels, computed again as the
   * designer works: they are saved with the next save, but neither mark the
   * document unsaved nor enter the history. */
  g_assert_true (pf_document_save (document, NULL, &error));
  g_assert_false (pf_document_get_modified (document));
  {
    PfTriLevel *level = g_ptr_array_index (pack->levels, 0);
    g_autofree char *level_path = pf_item_path_build (PF_ITEM_LEVEL, pack->id, level->id);
    PfTriFigures figures = level->figures;

    gsize history = pf_document_get_history_bytes (document);

    figures.moves += 1;
    pf_document_set_figures (document, level_path, &figures);
    g_assert_false (pf_document_get_modified (document));
    g_assert_cmpint (level->figures.moves, ==, figures.moves);
    g_assert_cmpuint (pf_document_get_history_bytes (document), ==, history);
  }

  g_unlink (path);
  g_rmdir (dir);
}

typedef struct
{
  GMainLoop *loop;
  gboolean   ok;
} SaveWait;

static void
on_saved (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  SaveWait *wait = user_data;
  g_autoptr(GError) error = NULL;

  wait->ok = pf_document_save_finish (PF_DOCUMENT (source), result, &error);
  g_assert_no_error (error);
  g_main_loop_quit (wait->loop);
}

/* An asynchronous save writes the project as it was when asked; an edit
 * made meanwhile stays unsaved. */
static void
test_save_async_keeps_later_edits_marked (void)
{
  g_autoptr(PfDocument) document = document_load_starter ();
  g_autofree char *dir = g_dir_make_tmp ("pf-document-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "async.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *pack_path = pf_item_path_build (PF_ITEM_PACK, NULL, pack_at (document, 0)->id);
  g_autofree char *contents = NULL;
  SaveWait wait = { g_main_loop_new (NULL, FALSE), FALSE };

  pf_document_rename_item (document, pack_path, "Saved title");
  pf_document_save_async (document, file, NULL, on_saved, &wait);
  pf_document_rename_item (document, pack_path, "Later title");
  g_main_loop_run (wait.loop);
  g_assert_true (wait.ok);
  g_assert_true (pf_document_get_modified (document));

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "Saved title"));
  g_assert_null (strstr (contents, "Later title"));

  /* Undoing the later edit comes back to what is on disk. */
  g_free (pf_document_undo (document));
  g_assert_false (pf_document_get_modified (document));

  g_main_loop_unref (wait.loop);
  g_unlink (path);
  g_rmdir (dir);
}

/* Ids made from titles, one rule for all (pf_name_slug()). */
static void
test_slug (void)
{
  struct { const char *title; const char *slug; } cases[] = {
    { "A small meadow", "a-small-meadow" },
    { "  Big  Meadow!! ", "big-meadow" },
    { "Wiese \xc3\xbc" "ber \xc3\x96l", "wiese-uber-ol" },
    { "Map 2 (Copy)", "map-2-copy" },
    { "---", NULL },
    { "", NULL },
  };
  g_autofree char *longest = NULL;
  g_autofree char *words = g_strnfill (40, 'a');
  g_autofree char *two = g_strdup_printf ("%s %s", words, words);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *slug = pf_name_slug (cases[i].title);

      g_assert_cmpstr (slug, ==, cases[i].slug);
    }
  /* Long titles are cut between words, never into a trailing hyphen. */
  longest = pf_name_slug (two);
  g_assert_cmpstr (longest, ==, words);
}

/* The file name an export suggests keeps the title as it reads, but for
 * what another system's folder refuses (pf_name_file()). */
static void
test_file_name (void)
{
  struct { const char *title; const char *name; } cases[] = {
    { "Starter pack", "Starter pack.json" },
    { "Empty </title><script>", "Empty --title--script-.json" },
    { "A: \"B\" / C? *|", "A- -B- - C- --.json" },
    { "Wiese \xc3\xbc" "ber \xc3\x96l", "Wiese \xc3\xbc" "ber \xc3\x96l.json" },
    { " .hidden. ", "hidden.json" },
    { "...", "export.json" },
    { NULL, "export.json" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *name = pf_name_file (cases[i].title, "json");

      g_assert_cmpstr (name, ==, cases[i].name);
    }
}

/* A map's id follows its title, in the same undo step, and stays unique. */
static void
test_map_id_follows_title (void)
{
  g_autoptr(PfDocument) document = document_load_starter ();
  PfProject *project = pf_document_get_project (document);
  PfMap *map = g_ptr_array_index (pf_project_get_maps (project), 0);
  g_autofree char *old_path = pf_item_path_build (PF_ITEM_MAP, NULL, map->id);
  g_autofree char *before = document_text (document);
  g_autofree char *copy = NULL;
  g_autofree char *undone = NULL;
  PfItemPlace place;
  DocumentHeard heard;

  document_listen (document, &heard);
  g_assert_true (pf_document_rename_item (document, old_path, "Big Meadow"));
  g_assert_cmpstr (map->id, ==, "big-meadow");
  g_assert_cmpstr (map->meta.title, ==, "Big Meadow");
  g_assert_false (pf_project_locate (project, old_path, NULL));
  g_assert_true (pf_project_locate (project, "map:big-meadow", &place));
  g_assert_true (place.item == map);
  /* The views hear that the list of maps changed, and of the new path. */
  g_assert_true (document_heard_has (heard.lists, "map:"));
  g_assert_true (document_heard_has (heard.changed, "map:big-meadow"));
  g_signal_handlers_disconnect_by_data (document, &heard);
  document_heard_free (&heard);
  assert_document_loadable (document);

  /* One step: the old id and title come back together. */
  undone = pf_document_undo (document);
  g_assert_cmpstr (undone, ==, old_path);
  g_assert_cmpstr (map->id, ==, old_path + strlen ("map:"));
  {
    g_autofree char *after = document_text (document);

    g_assert_cmpstr (after, ==, before);
  }
  g_free (pf_document_redo (document));
  g_assert_cmpstr (map->id, ==, "big-meadow");

  /* A copy titled the same gets the next free id; the map's own id does not
   * count as taken when it is renamed again to the same words. */
  copy = pf_document_duplicate_item (document, "map:big-meadow");
  g_assert_nonnull (copy);
  g_assert_true (pf_document_rename_item (document, copy, "Big meadow"));
  g_assert_true (pf_project_locate (project, "map:big-meadow-2", &place));
  g_assert_true (pf_document_rename_item (document, "map:big-meadow-2", "Big  Meadow"));
  g_assert_true (pf_project_locate (project, "map:big-meadow-2", NULL));
  g_assert_cmpstr (((PfMap *) place.item)->meta.title, ==, "Big  Meadow");

  /* A blank title clears the title and keeps the id. */
  g_assert_true (pf_document_rename_item (document, "map:big-meadow", ""));
  g_assert_true (pf_project_locate (project, "map:big-meadow", NULL));
  g_assert_null (map->meta.title);

  /* Other kinds keep their ids. */
  g_assert_true (pf_document_rename_item (document, "tileset:meadow", "Summer Meadow"));
  g_assert_true (pf_project_locate (project, "tileset:meadow", NULL));
  assert_document_loadable (document);
}

/* Views hear of every change, from an edit or from the history. */
static void
test_signals (void)
{
  g_autoptr(PfDocument) document = pf_document_new (NULL, NULL);
  g_autofree char *pack = pf_document_add_new_item (document, PF_ITEM_PACK, NULL, NULL);
  g_autofree char *level = NULL;
  DocumentHeard heard;

  document_listen (document, &heard);
  level = pf_document_add_new_item (document, PF_ITEM_LEVEL, pack, NULL);
  g_assert_true (document_heard_has (heard.lists, "level:pack-1"));
  document_heard_clear (&heard);

  pf_document_rename_item (document, level, "Named");
  g_assert_true (document_heard_has (heard.changed, level));
  g_assert_cmpuint (heard.lists->len, ==, 0);
  document_heard_clear (&heard);

  g_free (pf_document_undo (document));
  g_assert_true (document_heard_has (heard.changed, level));
  document_heard_clear (&heard);

  g_free (pf_document_undo (document));
  g_assert_true (document_heard_has (heard.lists, "level:pack-1"));
  document_heard_free (&heard);
}

/* The outline lists every item under its heading, and its changes, applied
 * to a copy of the list, give the list again. */
typedef struct
{
  GPtrArray *mirror;
} Mirror;

static void
on_outline_changed (GListModel *model,
                    guint       position,
                    guint       removed,
                    guint       added,
                    Mirror     *mirror)
{
  g_ptr_array_remove_range (mirror->mirror, position, removed);
  for (guint i = 0; i < added; i++)
    g_ptr_array_insert (mirror->mirror, position + i, g_list_model_get_item (model, position + i));
}

static void
assert_mirror (GListModel *model,
               Mirror     *mirror)
{
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, mirror->mirror->len);
  for (guint i = 0; i < mirror->mirror->len; i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (model, i);

      g_assert_true (item == g_ptr_array_index (mirror->mirror, i));
    }
}

static void
test_outline (void)
{
  g_autoptr(PfDocument) document = document_load_starter ();
  g_autoptr(PfOutline) outline = pf_outline_new (document);
  GListModel *model = G_LIST_MODEL (outline);
  PfTriPack *pack = pack_at (document, 0);
  g_autofree char *first = pf_item_path_build (PF_ITEM_LEVEL, pack->id,
                                               ((PfTriLevel *) g_ptr_array_index (pack->levels,
                                                                                  0))->id);
  g_autofree char *added = NULL;
  Mirror mirror = { g_ptr_array_new_with_free_func (g_object_unref) };
  g_autoptr(PfOutlineEntry) heading = g_list_model_get_item (model, 0);
  g_autoptr(PfOutlineEntry) entry = NULL;
  int position;

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    g_ptr_array_add (mirror.mirror, g_list_model_get_item (model, i));
  g_signal_connect (model, "items-changed", G_CALLBACK (on_outline_changed), &mirror);

  g_assert_true (pf_outline_entry_is_heading (heading));
  position = pf_outline_find (outline, first);
  g_assert_cmpint (position, ==, 2);
  entry = g_list_model_get_item (model, position);
  g_assert_cmpuint (pf_outline_entry_get_depth (entry), ==, 1);

  /* A rename changes the entry in place. */
  pf_document_rename_item (document, first, "Renamed in place");
  g_assert_cmpstr (pf_outline_entry_get_title (entry), ==, "Renamed in place");
  assert_mirror (model, &mirror);

  /* A level that loses its only key block is marked as having an error,
   * and the mark goes with the undo. */
  g_assert_false (pf_outline_entry_has_problem (entry));
  {
    PfTriLevel *level = g_ptr_array_index (pack->levels, 0);

    for (guint b = 0; b < level->n_blocks; b++)
      if (level->blocks[b].key)
        {
          g_assert_true (pf_document_level_set_key (document, first, b, FALSE, NULL));
          break;
        }
  }
  g_assert_true (pf_outline_entry_has_problem (entry));
  g_assert_cmpstr (pf_outline_entry_get_detail (entry), ==, "no key block");
  g_free (pf_document_undo (document));
  g_assert_false (pf_outline_entry_has_problem (entry));

  /* A new level after the first is one entry inserted there. */
  added = pf_document_add_new_item (document, PF_ITEM_LEVEL, first, NULL);
  g_assert_cmpint (pf_outline_find (outline, added), ==, position + 1);
  assert_mirror (model, &mirror);

  g_free (pf_document_undo (document));
  g_assert_cmpint (pf_outline_find (outline, added), ==, -1);
  assert_mirror (model, &mirror);

  /* A whole pack away and back */
  {
    g_autofree char *pack_path = pf_item_path_build (PF_ITEM_PACK, NULL, pack->id);

    pf_document_delete_item (document, pack_path);
    g_assert_cmpint (pf_outline_find (outline, first), ==, -1);
    assert_mirror (model, &mirror);
    g_free (pf_document_undo (document));
    g_assert_cmpint (pf_outline_find (outline, first), ==, position);
    assert_mirror (model, &mirror);
  }
  g_ptr_array_unref (mirror.mirror);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/document/build-pack-from-nothing", test_build_pack_from_nothing);
  g_test_add_func ("/document/new-level-makes-a-pack", test_new_level_makes_a_pack);
  g_test_add_func ("/document/new-map-needs-tileset", test_new_map_needs_tileset);
  g_test_add_func ("/document/every-kind-undone-and-redone", test_every_kind_undone_and_redone);
  g_test_add_func ("/document/move-level-between-packs", test_move_level_between_packs);
  g_test_add_func ("/document/merge-pack", test_merge_pack);
  g_test_add_func ("/document/add-new-levels", test_add_new_levels);
  g_test_add_func ("/document/add-new-levels/same-puzzle", test_add_new_levels_same_puzzle);
  g_test_add_func ("/document/group-focus", test_group_focus);
  g_test_add_func ("/document/modified-follows-history", test_modified_follows_history);
  g_test_add_func ("/document/save-async", test_save_async_keeps_later_edits_marked);
  g_test_add_func ("/document/signals", test_signals);
  g_test_add_func ("/document/slug", test_slug);
  g_test_add_func ("/document/file-name", test_file_name);
  g_test_add_func ("/document/map-id-follows-title", test_map_id_follows_title);
  g_test_add_func ("/document/outline", test_outline);

  return g_test_run ();
}

/* pf-cli-map.c: polyform map, generate a map from a tile set, edit a kept one, and export it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * With --map, the edits of SPEC §5 (--stamp, --erase, --lock, --unlock,
 * then --refill) are made in that order on the kept map through the core's
 * rules (pf-map-edit.h); the project is saved only when every one of them
 * succeeded, so a refused edit leaves the file as it was.
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "pf-cli.h"
#include "pf-item.h"
#include "pf-cli-map-edits.h"
#include "pf-error.h"
#include "pf-json.h"
#include "pf-map-edit.h"
#include "pf-map-layer.h"
#include "pf-map-render.h"
#include "pf-map-stats.h"
#include "pf-map-vanished.h"
#include "pf-mapgen.h"
#include "pf-render-target.h"
#include "pf-tmx.h"

static gboolean
same_file (const char *a,
           const char *b)
{
  g_autoptr(GFile) fa = g_file_new_for_commandline_arg (a);
  g_autoptr(GFile) fb = g_file_new_for_commandline_arg (b);

  return g_file_equal (fa, fb);
}

typedef struct
{
  const PfMap     *map;
  const PfTileset *tileset;
} RenderData;

static void
render_map (cairo_t  *cr,
            double    width,
            double    height,
            gpointer  user_data)
{
  RenderData *data = user_data;

  pf_map_render (cr, data->map, data->tileset, width, height, NULL);
}

/* @map: (nullable): the kept map, whose placements are the grid's, in order,
 * and have their locks; %NULL for a generated one, all unlocked */
static void
print_json (const PfMapGrid           *grid,
            const PfMap               *map,
            const PfTileset           *tileset,
            const PfShapeOrientations *orientations,
            const PfMapStats          *stats,
            GArray                    *conflicts,
            guint64                    seed,
            PfMapMode                  mode)
{
  g_autoptr(PfJson) json = pf_json_new ();

  pf_json_begin_object (json);
  pf_json_key (json, "tileset");
  pf_json_string (json, tileset->id);
  pf_json_key (json, "width");
  pf_json_uint (json, grid->width);
  pf_json_key (json, "height");
  pf_json_uint (json, grid->height);
  pf_json_key (json, "seed");
  pf_json_uint (json, seed);
  pf_json_key (json, "mode");
  pf_json_string (json, pf_map_mode_to_string (mode));

  pf_json_key (json, "placements");
  pf_json_begin_array (json);
  for (gsize p = 0; p < grid->n_placements; p++)
    {
      const PfGridPlacement *gp = &grid->placements[p];
      const PfShape *shape = g_ptr_array_index (tileset->shapes, gp->orient >> 2);
      const PfVariant *variant = g_ptr_array_index (shape->variants, gp->variant);
      const PfShapeOrientation *o = &orientations->items[gp->orient];
      guint x = gp->pos % grid->width, y = gp->pos / grid->width;

      pf_json_begin_object (json);
      pf_json_key (json, "shape");
      pf_json_string (json, shape->id);
      pf_json_key (json, "variant");
      pf_json_string (json, variant->id);
      pf_json_key (json, "rotation");
      pf_json_uint (json, gp->orient & 3);
      pf_json_key (json, "locked");
      pf_json_bool (json, map != NULL &&
                          g_array_index (map->placements, PfPlacement, p).locked);
      pf_json_key (json, "x");
      pf_json_uint (json, x);
      pf_json_key (json, "y");
      pf_json_uint (json, y);
      pf_json_key (json, "density");
      pf_json_uint (json, stats->density[p]);
      pf_json_key (json, "cells");
      pf_json_begin_array (json);
      for (guint k = 0; k < o->n_cells; k++)
        {
          pf_json_begin_array (json);
          pf_json_uint (json, x + o->cells[k].x);
          pf_json_uint (json, y + o->cells[k].y);
          pf_json_end_array (json);
        }
      pf_json_end_array (json);
      pf_json_end_object (json);
    }
  pf_json_end_array (json);

  pf_json_key (json, "empty");
  pf_json_uint (json, stats->n_empty);
  pf_json_key (json, "conflicts");
  pf_json_begin_array (json);
  for (guint i = 0; conflicts != NULL && i < conflicts->len; i++)
    {
      const PfMapCell *cell = &g_array_index (conflicts, PfMapCell, i);

      pf_json_begin_array (json);
      pf_json_uint (json, cell->x);
      pf_json_uint (json, cell->y);
      pf_json_end_array (json);
    }
  pf_json_end_array (json);

  pf_json_key (json, "stats");
  pf_map_stats_write_json (stats, tileset, json);
  pf_json_end_object (json);

  pf_cli_print_json (pf_json_steal (g_steal_pointer (&json)));
}

static void
print_summary (const PfMapGrid  *grid,
               const PfMap      *map,
               const PfTileset  *tileset,
               const PfMapStats *stats,
               GArray           *conflicts,
               guint64           seed,
               PfMapMode         mode)
{
  guint n_locked = 0;

  printf ("Map %u x %u from tile set “%s”, %s mode, seed %" G_GUINT64_FORMAT "\n",
          grid->width, grid->height, tileset->id, pf_map_mode_to_string (mode), seed);
  printf ("Placements: %" G_GUINT64_FORMAT " (singles %" G_GUINT64_FORMAT ", %.1f %%)\n",
          stats->n_placements, stats->singles, 100.0 * stats->single_share);
  for (guint s = 0; s < stats->n_shapes; s++)
    printf ("  %-16s %" G_GUINT64_FORMAT "\n",
            ((PfShape *) g_ptr_array_index (tileset->shapes, s))->id, stats->per_shape[s]);
  for (guint i = 0; map != NULL && i < map->placements->len; i++)
    n_locked += g_array_index (map->placements, PfPlacement, i).locked != 0;
  if (n_locked > 0)
    printf ("Locked placements: %u\n", n_locked);
  if (stats->n_empty > 0)
    printf ("Empty cells: %" G_GUINT64_FORMAT " (a draft: TMX export needs them filled)\n",
            stats->n_empty);
  if (conflicts != NULL && conflicts->len > 0)
    {
      printf ("Conflicts (a single against a forbid rule):");
      for (guint i = 0; i < conflicts->len; i++)
        printf (" (%u, %u)", g_array_index (conflicts, PfMapCell, i).x,
                g_array_index (conflicts, PfMapCell, i).y);
      printf ("\n");
    }
  printf ("Forbid-rule violations: %" G_GUINT64_FORMAT "\n", stats->forbid_violations);
  if (stats->repeat_size == 0)
    printf ("Largest repeated window: none\n");
  else
    printf ("Largest repeated window: %u x %u (repeated %d x %d windows: %" G_GUINT64_FORMAT
            ")\n", stats->repeat_size, stats->repeat_size, PF_MAP_REPEAT_MAX, PF_MAP_REPEAT_MAX,
            stats->repeat_windows);
  printf ("Density (cells per value 0..%d):", PF_MAP_DENSITY_MAX);
  for (guint v = 0; v <= PF_MAP_DENSITY_MAX; v++)
    printf (" %" G_GUINT64_FORMAT, stats->density_histogram[v]);
  printf ("\n");
}

/* The map to work on: generated now, or kept in the project. */
typedef struct
{
  PfMap               *map;            /* kept maps only; borrowed from the project */
  GArray              *conflicts;      /* PfMapCell, of a refill */
  PfTileset           *tileset;
  PfMapgen            *gen;            /* generated maps only */
  PfShapeOrientations *orientations;   /* kept maps only */
  PfMapGrid           *grid;
  guint64              seed;
  PfMapMode            mode;
} Source;

static void
source_clear (Source *source)
{
  g_clear_pointer (&source->gen, pf_mapgen_free);
  g_clear_pointer (&source->orientations, pf_shape_orientations_free);
  g_clear_pointer (&source->grid, pf_map_grid_free);
  g_clear_pointer (&source->conflicts, g_array_unref);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Source, source_clear)

static const PfShapeOrientations *
source_orientations (const Source *source)
{
  return source->gen != NULL ? pf_mapgen_get_orientations (source->gen) : source->orientations;
}

/* Stores the generated map as map @id of @project, replacing (in place,
 * with its title and notes) a map of that id, and saves the project. */
static int
keep_map (PfProject    *project,
          const Source *source,
          const char   *id,
          const char   *path)
{
  GPtrArray *maps = pf_project_get_maps (project);
  PfMap *map = pf_map_new (id);
  PfMap *old = pf_project_find_map (project, id);

  map->tileset = g_strdup (source->tileset->id);
  map->seed = source->seed;
  map->mode = source->mode;
  pf_map_grid_to_map (source->grid, map);
  if (old != NULL)
    {
      guint index = 0;

      pf_meta_copy (&map->meta, &old->meta);
      g_ptr_array_find (maps, old, &index);
      g_ptr_array_index (maps, index) = map;
      pf_map_free (old);
    }
  else
    g_ptr_array_add (maps, map);

  return pf_cli_save_project (project, path, NULL);
}

/* Edits of a kept map */

/* The edits asked for, in the order SPEC §7 makes them */
typedef struct
{
  char     **stamps;
  char     **erases;
  char     **locks;
  char     **unlocks;
  gboolean   refill;
  gboolean   all;
} Edits;

static void
edits_clear (Edits *edits)
{
  g_clear_pointer (&edits->stamps, g_strfreev);
  g_clear_pointer (&edits->erases, g_strfreev);
  g_clear_pointer (&edits->locks, g_strfreev);
  g_clear_pointer (&edits->unlocks, g_strfreev);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Edits, edits_clear)

static gboolean
edits_any (const Edits *edits)
{
  return edits->stamps != NULL || edits->erases != NULL || edits->locks != NULL ||
         edits->unlocks != NULL || edits->refill;
}

/* Makes @edits on @map, in order; on failure prints why, and returns 1. */
/* The options of rectangles, in the order of Edits' arrays */
static const char * const rect_options[3] = { "--erase", "--lock", "--unlock" };

/* Edits whose numbers are not numbers are usage errors, before any work. */
static int
check_edit_shapes (GOptionContext *context,
                   const Edits    *edits)
{
  char **const rects[3] = { edits->erases, edits->locks, edits->unlocks };
  int status;

  for (guint i = 0; edits->stamps != NULL && edits->stamps[i] != NULL; i++)
    if ((status = pf_cli_check_shape (context, "--stamp", edits->stamps[i], PF_CLI_SHAPE_STAMP,
                                      "SHAPE:VARIANT:ROT:X:Y")) != PF_EXIT_OK)
      return status;
  for (guint k = 0; k < 3; k++)
    for (guint i = 0; rects[k] != NULL && rects[k][i] != NULL; i++)
      if ((status = pf_cli_check_shape (context, rect_options[k], rects[k][i], PF_CLI_SHAPE_RECT,
                                        "X,Y,W,H")) != PF_EXIT_OK)
        return status;
  return PF_EXIT_OK;
}

static int
apply_edits (PfMap           *map,
             const PfTileset *tileset,
             const Edits     *edits,
             guint64          seed,
             GArray         **conflicts)
{
  char **const rects[3] = { edits->erases, edits->locks, edits->unlocks };
  g_autoptr(GError) error = NULL;

  for (guint i = 0; edits->stamps != NULL && edits->stamps[i] != NULL; i++)
    {
      g_autofree char *shape = NULL, *variant = NULL;
      guint rotation;
      gint x, y;

      if (!pf_cli_parse_stamp (edits->stamps[i], tileset, &shape, &variant, &rotation, &x, &y))
        return pf_cli_fail ("--stamp %s is out of range: ROT is 0 to 3, X and Y within the map",
                            edits->stamps[i]);
      if (!pf_map_stamp (map, tileset, shape, variant, rotation, x, y, NULL, &error))
        return pf_cli_fail ("--stamp %s: %s", edits->stamps[i], error->message);
    }
  for (guint k = 0; k < 3; k++)
    for (guint i = 0; rects[k] != NULL && rects[k][i] != NULL; i++)
      {
        PfMapRect rect;
        gboolean done;

        if (!pf_cli_parse_rect (rects[k][i], &rect))
          return pf_cli_fail ("%s %s is out of range: W and H are at least 1", rect_options[k],
                              rects[k][i]);
        if (k == 0)
          done = pf_map_erase (map, tileset, &rect, NULL, &error);
        else
          done = pf_map_set_locked (map, tileset, &rect, k == 1, NULL, &error);
        if (!done)
          return pf_cli_fail ("%s %s: %s", rect_options[k], rects[k][i], error->message);
      }
  if (edits->refill)
    {
      PfMapRefillOptions options = { .all = edits->all, .seed = seed };

      if (!pf_map_refill (map, tileset, &options, conflicts, &error))
        return pf_cli_fail ("--refill: %s", error->message);
      if ((*conflicts)->len > 0)
        fprintf (stderr, "polyform: warning: %u cells got a single against a forbid rule "
                 "(no variant of any shape honours the rules there)\n", (*conflicts)->len);
    }
  return PF_EXIT_OK;
}

int
pf_cli_map (int    argc,
            char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new ("FILE.xml");
  g_autoptr(PfProject) project = NULL;
  g_autoptr(PfMapStats) stats = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *tileset_id = NULL, *width_text = NULL, *height_text = NULL;
  g_autofree char *seed_text = NULL, *mode_text = NULL, *tmx_path = NULL, *png_path = NULL;
  g_autofree char *keep_id = NULL, *output = NULL, *map_id = NULL;
  g_autofree char *tile_size_text = NULL, *layer_format_text = NULL;
  g_auto(Source) source = { 0, };
  g_auto(Edits) edits = { 0, };
  gboolean json = FALSE, no_objects = FALSE, objects = FALSE;
  guint64 width, height, tile_size = PF_TMX_DEFAULT_TILE_SIZE;
  PfTmxLayerFormat layer_format = PF_TMX_LAYER_CSV;
  int status;
  const GOptionEntry entries[] = {
    { "tileset", 0, 0, G_OPTION_ARG_STRING, &tileset_id, "The tile set to fill the map with", "ID" },
    { "width", 0, 0, G_OPTION_ARG_STRING, &width_text, "Map width in cells", "W" },
    { "height", 0, 0, G_OPTION_ARG_STRING, &height_text, "Map height in cells", "H" },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text, "Random seed (default 0)", "S" },
    { "mode", 0, 0, G_OPTION_ARG_STRING, &mode_text,
      "classic (the write-up's scan) or packed (default)", "MODE" },
    { "keep", 0, 0, G_OPTION_ARG_STRING, &keep_id,
      "Store the generated map in the project as map ID (replacing a map of that id)", "ID" },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      "With --keep or an edit: write to OUT.xml instead of replacing FILE.xml (- for standard "
      "output)", "OUT.xml" },
    { "map", 0, 0, G_OPTION_ARG_STRING, &map_id,
      "Work on the map kept in the project as ID, exactly as stored, instead of generating one",
      "ID" },
    { "stamp", 0, 0, G_OPTION_ARG_STRING_ARRAY, &edits.stamps,
      "With --map: place a locked SHAPE:VARIANT:ROT:X:Y, removing what it overlaps (repeatable)",
      "SPEC" },
    { "erase", 0, 0, G_OPTION_ARG_STRING_ARRAY, &edits.erases,
      "With --map: remove every placement with a cell in X,Y,W,H (repeatable)", "RECT" },
    { "lock", 0, 0, G_OPTION_ARG_STRING_ARRAY, &edits.locks,
      "With --map: lock every placement with a cell in X,Y,W,H (repeatable)", "RECT" },
    { "unlock", 0, 0, G_OPTION_ARG_STRING_ARRAY, &edits.unlocks,
      "With --map: unlock every placement with a cell in X,Y,W,H (repeatable)", "RECT" },
    { "refill", 0, 0, G_OPTION_ARG_NONE, &edits.refill,
      "With --map: fill every empty cell with the packed generator (seed: --seed, else the "
      "map's)", NULL },
    { "all", 0, 0, G_OPTION_ARG_NONE, &edits.all,
      "With --refill: first remove every placement that is not locked", NULL },
    { "tmx", 0, 0, G_OPTION_ARG_FILENAME, &tmx_path,
      "Export to Tiled: F, with its .tsx and -tiles.png beside it", "F" },
    { "tile-size", 0, 0, G_OPTION_ARG_STRING, &tile_size_text,
      "TMX tiles of PX pixels (4 to 256, default 32)", "PX" },
    { "layer-format", 0, 0, G_OPTION_ARG_STRING, &layer_format_text,
      "The TMX tile layer as csv (default) or base64-zlib", "FORMAT" },
    { "no-objects", 0, 0, G_OPTION_ARG_NONE, &no_objects,
      "Leave the TMX object layer of placements out (it dominates large maps)", NULL },
    { "objects", 0, 0, G_OPTION_ARG_NONE, &objects,
      "Write the TMX object layer even on a map larger than 512 x 512 cells", NULL },
    { "png", 0, 0, G_OPTION_ARG_FILENAME, &png_path, "Render the map to a PNG image", "F" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, "Print the map and its figures as JSON", NULL },
    { NULL }
  };

  g_option_context_set_summary (context,
                                "Fill a map with the shapes of a tile set (“Perfect Tetris”), "
                                "report its figures, keep it in the project, and export it. "
                                "With --map, work on a map kept in the project: edit it by hand "
                                "(--stamp, --erase, --lock, --unlock, in that order) and fill "
                                "around what is locked (--refill), then save it.");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!pf_cli_parse (context, &argc, &argv, 1))
    return PF_EXIT_USAGE;
  if (map_id != NULL)
    {
      if (tileset_id != NULL || width_text != NULL || height_text != NULL ||
          (seed_text != NULL && !edits.refill) || mode_text != NULL || keep_id != NULL)
        return pf_cli_usage_error (context, "--map works on a kept map as it is; --tileset, "
                                   "--width, --height, --seed, --mode and --keep generate one "
                                   "(--seed goes with --refill)");
    }
  else
    {
      if (edits_any (&edits))
        return pf_cli_usage_error (context, "--stamp, --erase, --lock, --unlock and --refill "
                                   "edit a kept map: they need --map");
      if (tileset_id == NULL)
        return pf_cli_usage_error (context, "--tileset is required (or --map)");
      if (width_text == NULL || height_text == NULL)
        return pf_cli_usage_error (context, "--width and --height are required");
    }
  if (edits.all && !edits.refill)
    return pf_cli_usage_error (context, "--all needs --refill");
  if ((status = check_edit_shapes (context, &edits)) != PF_EXIT_OK)
    return status;
  if (output != NULL && keep_id == NULL && !edits_any (&edits))
    return pf_cli_usage_error (context, "-o needs --keep (or, with --map, an edit)");
  if (tmx_path == NULL && (tile_size_text != NULL || layer_format_text != NULL || no_objects ||
                           objects))
    return pf_cli_usage_error (context, "--tile-size, --layer-format, --objects and --no-objects "
                               "need --tmx");
  if (objects && no_objects)
    return pf_cli_usage_error (context, "--objects and --no-objects contradict each other");

  if ((status = pf_cli_parse_uint (context, "--tile-size", tile_size_text, 4, 256,
                                   &tile_size)) != 0)
    return status;
  if (layer_format_text != NULL &&
      !pf_tmx_layer_format_from_string (layer_format_text, &layer_format))
    return pf_cli_fail ("unknown layer format “%s” (use csv or base64-zlib)", layer_format_text);
  if (keep_id != NULL && pf_cli_check_id ("--keep", keep_id) != PF_EXIT_OK)
    return PF_EXIT_INVALID;

  if (tmx_path != NULL && png_path != NULL)
    {
      g_autofree char *tsx = NULL, *tiles = NULL;

      pf_tmx_sibling_paths (tmx_path, &tsx, &tiles);
      if (same_file (png_path, tmx_path) || same_file (png_path, tsx) ||
          same_file (png_path, tiles))
        return pf_cli_fail ("--png %s would overwrite a file of the TMX export", png_path);
    }

  if (map_id != NULL &&
      (status = pf_cli_parse_uint (context, "--seed", seed_text, 0, G_MAXUINT64,
                                   &source.seed)) != 0)
    return status;
  if (map_id == NULL)
    {
      source.mode = PF_MAP_MODE_PACKED;
      if ((status = pf_cli_parse_uint (context, "--width", width_text, 1, PF_MAP_MAX_SIDE,
                                       &width)) != 0 ||
          (status = pf_cli_parse_uint (context, "--height", height_text, 1, PF_MAP_MAX_SIDE,
                                       &height)) != 0 ||
          (status = pf_cli_parse_uint (context, "--seed", seed_text, 0, G_MAXUINT64,
                                       &source.seed)) != 0)
        return status;
      if (mode_text != NULL && !pf_map_mode_from_string (mode_text, &source.mode))
        return pf_cli_fail ("unknown mode “%s” (use classic or packed)", mode_text);
    }

  if (keep_id != NULL || edits_any (&edits))
    pf_cli_claim_stdout (argv[1], output);
  project = pf_cli_load_project (argv[1]);
  if (project == NULL || pf_cli_check_output (png_path, "--png") != PF_EXIT_OK)
    return PF_EXIT_INVALID;
  if (tmx_path != NULL)
    {
      g_autofree char *tsx = NULL, *tiles = NULL;

      /* The export writes its tile set and its tiles' image beside it. */
      pf_tmx_sibling_paths (tmx_path, &tsx, &tiles);
      if (pf_cli_check_output (tmx_path, "--tmx") != PF_EXIT_OK ||
          pf_cli_check_output (tsx, "--tmx") != PF_EXIT_OK ||
          pf_cli_check_output (tiles, "--tmx") != PF_EXIT_OK)
        return PF_EXIT_INVALID;
    }

  if (map_id != NULL)
    {
      PfMap *map = pf_project_find_map (project, map_id);

      if (map == NULL)
        return pf_cli_fail ("%s: no map with the id “%s”", argv[1], map_id);
      /* The loader checked the reference and the cover. */
      source.map = map;
      source.tileset = pf_project_find_tileset (project, map->tileset);
      if (edits_any (&edits))
        {
          if ((status = apply_edits (map, source.tileset, &edits,
                                     seed_text != NULL ? source.seed : map->seed,
                                     &source.conflicts)) != 0 ||
              (status = pf_cli_save_project (project, argv[1], output)) != 0)
            return status;
        }
      source.orientations = pf_shape_orientations_new (source.tileset);
      source.grid = pf_map_grid_from_map (map, source.tileset, source.orientations, &error);
      if (source.grid == NULL)
        return pf_cli_fail ("%s", error->message);
      source.seed = map->seed;
      source.mode = map->mode;
    }
  else
    {
      PfMapgenOptions options;

      source.tileset = pf_project_find_tileset (project, tileset_id);
      if (source.tileset == NULL)
        return pf_cli_fail ("%s: no tile set with the id “%s”", argv[1], tileset_id);
      source.gen = pf_mapgen_new (source.tileset, &error);
      if (source.gen == NULL)
        return pf_cli_fail ("%s: %s", argv[1], error->message);
      if (!pf_mapgen_check_size (source.gen, width, height, source.mode, &error))
        return pf_cli_fail ("%s: tile set “%s”: %s", argv[1], tileset_id, error->message);

      pf_mapgen_options_init (&options);
      options.mode = source.mode;
      options.seed = source.seed;
      source.grid = pf_mapgen_run (source.gen, width, height, &options, &error);
      if (source.grid == NULL)
        return pf_cli_fail ("%s", error->message);
    }

  stats = pf_map_stats_compute (source.grid, source.tileset, source_orientations (&source),
                                source.seed);
  if (source.mode == PF_MAP_MODE_PACKED && stats->forbid_violations > 0)
    fprintf (stderr, "polyform: warning: %" G_GUINT64_FORMAT " %s of touching tiles %s "
             "forbid rules; %s\n", stats->forbid_violations,
             stats->forbid_violations == 1 ? "pair" : "pairs",
             stats->forbid_violations == 1 ? "breaks" : "break",
             source.map != NULL ? "placements made by hand may break them, and a cell where no "
                                  "variant honours them gets a single anyway"
                                : "no tile of the tile set could go on some cells without "
                                  "breaking one (a single whose terrain no rule names avoids "
                                  "this)");
  if (source.mode == PF_MAP_MODE_PACKED)
    {
      g_autoptr(GPtrArray) vanished = pf_map_vanished_variants (source.grid, source.tileset);

      for (guint i = 0; i < vanished->len; i++)
        fprintf (stderr, "polyform: warning: %s\n", (char *) g_ptr_array_index (vanished, i));
    }

  if (keep_id != NULL &&
      (status = keep_map (project, &source, keep_id, output ? output : argv[1])) != 0)
    return status;

  if (tmx_path != NULL)
    {
      g_autoptr(GFile) project_file = g_file_new_for_commandline_arg (argv[1]);
      g_autoptr(GFile) project_dir = g_file_get_parent (project_file);
      g_autofree char *image_dir = project_dir ? g_file_get_path (project_dir) : NULL;
      PfTmxOptions tmx = {
        .tile_size = tile_size,
        .density = stats->density,
        .seed = source.seed,
        .mode = source.mode,
        .layer_format = layer_format,
        .no_objects = no_objects,
        .image_dir = image_dir,
      };

      /* Tiled's JSON conversion runs out of memory on the object layer of
       * a large map: it is left out there unless asked for. */
      if (!objects && !no_objects &&
          (guint64) source.grid->width * source.grid->height > PF_TMX_OBJECTS_MAX_CELLS)
        {
          tmx.no_objects = TRUE;
          fprintf (stderr, "polyform: warning: the TMX object layer of placements is left out "
                   "of a map larger than %u x %u cells, as Tiled cannot convert it; --objects "
                   "writes it anyway\n", PF_TMX_OBJECTS_MAX_SIDE, PF_TMX_OBJECTS_MAX_SIDE);
        }

      if (!pf_map_grid_check_exportable (source.grid, &error))
        return pf_cli_fail ("%s: map “%s”: %s", argv[1], map_id, error->message);
      if (!pf_tmx_export (source.grid, source.tileset, source_orientations (&source), &tmx,
                          tmx_path, &error))
        return pf_cli_fail ("%s", error->message);
    }

  if (png_path != NULL)
    {
      g_autoptr(PfMap) map = pf_map_new (NULL);
      RenderData data = { map, source.tileset };
      int image_width, image_height;

      /* Only a map kept with --map can have empty cells. */
      if (!pf_map_grid_check_exportable (source.grid, &error))
        return pf_cli_fail ("%s: map “%s”: %s", argv[1], map_id, error->message);
      pf_map_grid_to_map (source.grid, map);
      pf_map_render_natural_size (map, &image_width, &image_height);
      if (!pf_render_to_png (png_path, image_width, image_height, render_map, &data, &error))
        return pf_cli_fail ("%s", error->message);
    }

  if (json)
    print_json (source.grid, source.map, source.tileset, source_orientations (&source), stats,
                source.conflicts, source.seed, source.mode);
  else
    print_summary (source.grid, source.map, source.tileset, stats, source.conflicts,
                   source.seed, source.mode);
  return PF_EXIT_OK;
}

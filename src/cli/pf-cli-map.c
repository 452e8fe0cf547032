/* pf-cli-map.c: polyform map, generate a map from a tile set and export it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "pf-cli.h"
#include "pf-error.h"
#include "pf-json.h"
#include "pf-map-layer.h"
#include "pf-map-render.h"
#include "pf-map-stats.h"
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

static void
print_json (const PfMapGrid           *grid,
            const PfTileset           *tileset,
            const PfShapeOrientations *orientations,
            const PfMapStats          *stats,
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

  pf_json_key (json, "stats");
  pf_map_stats_write_json (stats, tileset, json);
  pf_json_end_object (json);

  pf_cli_print_json (pf_json_steal (g_steal_pointer (&json)));
}

static void
print_summary (const PfMapGrid  *grid,
               const PfTileset  *tileset,
               const PfMapStats *stats,
               guint64           seed,
               PfMapMode         mode)
{
  printf ("Map %u x %u from tile set “%s”, %s mode, seed %" G_GUINT64_FORMAT "\n",
          grid->width, grid->height, tileset->id, pf_map_mode_to_string (mode), seed);
  printf ("Placements: %" G_GUINT64_FORMAT " (singles %" G_GUINT64_FORMAT ", %.1f %%)\n",
          stats->n_placements, stats->singles, 100.0 * stats->single_share);
  for (guint s = 0; s < stats->n_shapes; s++)
    printf ("  %-16s %" G_GUINT64_FORMAT "\n",
            ((PfShape *) g_ptr_array_index (tileset->shapes, s))->id, stats->per_shape[s]);
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

int
pf_cli_map (int    argc,
            char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new ("FILE.xml");
  g_autoptr(PfProject) project = NULL;
  g_autoptr(PfMapgen) gen = NULL;
  g_autoptr(PfMapGrid) grid = NULL;
  g_autoptr(PfMapStats) stats = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *tileset_id = NULL, *width_text = NULL, *height_text = NULL;
  g_autofree char *seed_text = NULL, *mode_text = NULL, *tmx_path = NULL, *png_path = NULL;
  gboolean json = FALSE;
  guint64 width, height, seed = 0;
  PfMapgenOptions options;
  PfMapMode mode = PF_MAP_MODE_PACKED;
  PfTileset *tileset;
  int status;
  const GOptionEntry entries[] = {
    { "tileset", 0, 0, G_OPTION_ARG_STRING, &tileset_id, "The tile set to fill the map with", "ID" },
    { "width", 0, 0, G_OPTION_ARG_STRING, &width_text, "Map width in cells", "W" },
    { "height", 0, 0, G_OPTION_ARG_STRING, &height_text, "Map height in cells", "H" },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text, "Random seed (default 0)", "S" },
    { "mode", 0, 0, G_OPTION_ARG_STRING, &mode_text,
      "classic (the write-up's scan) or packed (default)", "MODE" },
    { "tmx", 0, 0, G_OPTION_ARG_FILENAME, &tmx_path,
      "Export to Tiled: F, with its .tsx and -tiles.png beside it", "F" },
    { "png", 0, 0, G_OPTION_ARG_FILENAME, &png_path, "Render the map to a PNG image", "F" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, "Print the map and its figures as JSON", NULL },
    { NULL }
  };

  g_option_context_set_summary (context,
                                "Fill a map with the shapes of a tile set (“Perfect Tetris”), "
                                "report its figures, and export it.");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!pf_cli_parse (context, &argc, &argv, 1))
    return PF_EXIT_USAGE;
  if (tileset_id == NULL)
    return pf_cli_usage_error (context, "--tileset is required");
  if (width_text == NULL || height_text == NULL)
    return pf_cli_usage_error (context, "--width and --height are required");

  if ((status = pf_cli_parse_uint (context, "--width", width_text, 1, PF_MAP_MAX_SIDE,
                                   &width)) != 0 ||
      (status = pf_cli_parse_uint (context, "--height", height_text, 1, PF_MAP_MAX_SIDE,
                                   &height)) != 0 ||
      (status = pf_cli_parse_uint (context, "--seed", seed_text, 0, G_MAXUINT64, &seed)) != 0)
    return status;
  if (mode_text != NULL && !pf_map_mode_from_string (mode_text, &mode))
    return pf_cli_fail ("unknown mode “%s” (use classic or packed)", mode_text);

  if (tmx_path != NULL && png_path != NULL)
    {
      g_autofree char *tsx = NULL, *tiles = NULL;

      pf_tmx_sibling_paths (tmx_path, &tsx, &tiles);
      if (same_file (png_path, tmx_path) || same_file (png_path, tsx) ||
          same_file (png_path, tiles))
        return pf_cli_fail ("--png %s would overwrite a file of the TMX export", png_path);
    }

  project = pf_cli_load_project (argv[1]);
  if (project == NULL)
    return PF_EXIT_INVALID;
  tileset = pf_project_find_tileset (project, tileset_id);
  if (tileset == NULL)
    return pf_cli_fail ("%s: no tile set with the id “%s”", argv[1], tileset_id);

  gen = pf_mapgen_new (tileset, &error);
  if (gen == NULL)
    return pf_cli_fail ("%s: %s", argv[1], error->message);
  if (!pf_mapgen_check_size (gen, width, height, mode, &error))
    return pf_cli_fail ("%s: tile set “%s”: %s", argv[1], tileset_id, error->message);

  pf_mapgen_options_init (&options);
  options.mode = mode;
  options.seed = seed;
  grid = pf_mapgen_run (gen, width, height, &options, &error);
  if (grid == NULL)
    return pf_cli_fail ("%s", error->message);
  stats = pf_map_stats_compute (grid, tileset, pf_mapgen_get_orientations (gen), seed);
  if (mode == PF_MAP_MODE_PACKED && stats->forbid_violations > 0)
    fprintf (stderr, "polyform: warning: %" G_GUINT64_FORMAT " pairs of touching tiles break "
             "forbid rules; no tile of tile set “%s” could go on some cells without breaking "
             "one (a single whose terrain no rule names avoids this)\n",
             stats->forbid_violations, tileset_id);

  if (tmx_path != NULL)
    {
      PfTmxOptions tmx = { .density = stats->density, .seed = seed, .mode = mode };

      if (!pf_tmx_export (grid, tileset, pf_mapgen_get_orientations (gen), &tmx, tmx_path,
                          &error))
        return pf_cli_fail ("%s", error->message);
    }

  if (png_path != NULL)
    {
      g_autoptr(PfMap) map = pf_map_new (NULL);
      RenderData data = { map, tileset };
      int image_width, image_height;

      pf_map_grid_to_map (grid, map);
      pf_map_render_natural_size (map, &image_width, &image_height);
      if (!pf_render_to_png (png_path, image_width, image_height, render_map, &data, &error))
        return pf_cli_fail ("%s", error->message);
    }

  if (json)
    print_json (grid, tileset, pf_mapgen_get_orientations (gen), stats, seed, mode);
  else
    print_summary (grid, tileset, stats, seed, mode);
  return PF_EXIT_OK;
}

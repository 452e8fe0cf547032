/* pf-cli-render.c: render a level, layout or map to PNG or SVG
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "pf-cli.h"
#include "pf-map-render.h"
#include "pf-render-target.h"
#include "pf-shell-render.h"
#include "pf-tri-measure.h"
#include "pf-tri-render.h"

/* The overlays' search stops here unless --max-states says otherwise, so
 * that a render of a large open level ends in seconds: the moves overlay
 * is then drawn uncoloured, the solution and heat overlays not at all. */
#define OVERLAY_BUDGET 5000000

typedef struct
{
  const PfTriLevel   *level;
  PfTriRenderOptions  options;
} TriJob;

typedef struct
{
  const PfShellLayout  *layout;
  PfShellRenderOptions  options;
} ShellJob;

typedef struct
{
  const PfMap        *map;
  const PfTileset    *tileset;
  PfMapRenderOptions  options;
} MapJob;

static void
draw_tri (cairo_t *cr,
          double   width,
          double   height,
          gpointer user_data)
{
  TriJob *job = user_data;

  pf_tri_render (cr, job->level, width, height, &job->options);
}

static void
draw_shell (cairo_t *cr,
            double   width,
            double   height,
            gpointer user_data)
{
  ShellJob *job = user_data;

  pf_shell_render (cr, job->layout, width, height, &job->options);
}

static void
draw_map (cairo_t *cr,
          double   width,
          double   height,
          gpointer user_data)
{
  MapJob *job = user_data;

  pf_map_render (cr, job->map, job->tileset, width, height, &job->options);
}

static gboolean
parse_overlay (const char   *text,
               PfTriOverlay *overlay)
{
  static const char *names[] = { "none", "solution", "moves", "heat" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (g_strcmp0 (text, names[i]) == 0)
      {
        *overlay = i;
        return TRUE;
      }
  return FALSE;
}

static PfTriLevel *
find_level (PfProject  *project,
            const char *pack_id,
            const char *level_id)
{
  GPtrArray *packs = pf_project_get_packs (project);

  for (guint i = 0; i < packs->len; i++)
    {
      PfTriPack *pack = g_ptr_array_index (packs, i);
      PfTriLevel *level;

      if (pack_id != NULL && g_strcmp0 (pack->id, pack_id) != 0)
        continue;
      level = pf_tri_pack_find_level (pack, level_id);
      if (level != NULL)
        return level;
    }
  return NULL;
}

int
pf_cli_render (int    argc,
               char **argv)
{
  g_autofree char *level_id = NULL, *layout_id = NULL, *map_id = NULL, *pack_id = NULL;
  g_autofree char *png = NULL, *svg = NULL, *overlay_text = NULL, *size_text = NULL;
  g_autofree char *max_states_text = NULL;
  guint64 max_states = OVERLAY_BUDGET;
  gboolean dark = FALSE;
  int status;
  GOptionEntry entries[] = {
    { "level", 0, 0, G_OPTION_ARG_STRING, &level_id, "Render a triangle level", "ID" },
    { "pack", 0, 0, G_OPTION_ARG_STRING, &pack_id, "Look for --level in this pack only", "ID" },
    { "layout", 0, 0, G_OPTION_ARG_STRING, &layout_id, "Render a shell layout", "ID" },
    { "map", 0, 0, G_OPTION_ARG_STRING, &map_id, "Render a map", "ID" },
    { "png", 0, 0, G_OPTION_ARG_FILENAME, &png, "Write a PNG", "FILE" },
    { "svg", 0, 0, G_OPTION_ARG_FILENAME, &svg, "Write an SVG", "FILE" },
    { "overlay", 0, 0, G_OPTION_ARG_STRING, &overlay_text,
      "Level overlay: none, solution, moves or heat; layout overlay: shells", "KIND" },
    { "size", 0, 0, G_OPTION_ARG_STRING, &size_text, "Image size (default 800x600)", "WxH" },
    { "dark", 0, 0, G_OPTION_ARG_NONE, &dark, "Use the dark palette", NULL },
    { "max-states", 0, 0, G_OPTION_ARG_STRING, &max_states_text,
      "State budget of the overlay's search (default 5000000; 0 for none)", "N" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("FILE.xml");
  g_autoptr(PfProject) project = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(PfTriRules) rules = NULL;
  g_auto(PfTriMeasure) measure = { 0 };
  PfTriMeasureOptions measure_options;
  PfTriOverlay overlay = PF_TRI_OVERLAY_NONE;
  int width = 800, height = 600;
  PfRenderFunc func;
  gpointer data;
  TriJob tri_job;
  ShellJob shell_job;
  MapJob map_job;
  gboolean ok;

  g_option_context_set_summary (context, "Render a level, shell layout or map as the editor "
                                "draws it.");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!pf_cli_parse (context, &argc, &argv, 1))
    return PF_EXIT_USAGE;
  if ((level_id != NULL) + (layout_id != NULL) + (map_id != NULL) != 1)
    return pf_cli_usage_error (context, "give exactly one of --level, --layout and --map");
  if ((png != NULL) + (svg != NULL) != 1)
    return pf_cli_usage_error (context, "give exactly one of --png and --svg");
  if (overlay_text != NULL && map_id != NULL)
    return pf_cli_usage_error (context, "--overlay draws on a level or a layout, not on a map");
  /* A layout's one overlay is the layout page's: each shell's index and fill. */
  if (overlay_text != NULL && layout_id != NULL)
    {
      if (g_strcmp0 (overlay_text, "shells") != 0 && g_strcmp0 (overlay_text, "none") != 0)
        return pf_cli_fail ("unknown overlay “%s” for a layout (none or shells)", overlay_text);
    }
  else if (overlay_text != NULL && !parse_overlay (overlay_text, &overlay))
    return pf_cli_fail ("unknown overlay “%s” (none, solution, moves or heat; shells for a "
                        "layout)", overlay_text);
  if (size_text != NULL &&
      pf_cli_check_shape (context, "--size", size_text, PF_CLI_SHAPE_SIZE, "WxH") != PF_EXIT_OK)
    return PF_EXIT_USAGE;
  if ((status = pf_cli_parse_uint (context, "--max-states", max_states_text, 0, G_MAXINT64,
                                   &max_states)) != PF_EXIT_OK)
    return status;
  if (size_text != NULL && !pf_render_parse_size (size_text, &width, &height))
    return pf_cli_fail ("--size %s is out of range: W and H are 1 to 16384", size_text);

  project = pf_cli_load_project (argv[1]);
  if (project == NULL || pf_cli_check_output (png, "--png") != PF_EXIT_OK ||
      pf_cli_check_output (svg, "--svg") != PF_EXIT_OK)
    return PF_EXIT_INVALID;

  if (level_id != NULL)
    {
      const PfTriLevel *level = find_level (project, pack_id, level_id);

      if (level == NULL)
        return pf_cli_fail ("no level “%s”", level_id);
      pf_tri_render_options_init (&tri_job.options);
      tri_job.level = level;
      tri_job.options.overlay = overlay;
      tri_job.options.dark = dark;
      tri_job.options.legend = overlay == PF_TRI_OVERLAY_MOVES || overlay == PF_TRI_OVERLAY_HEAT;
      if (overlay != PF_TRI_OVERLAY_NONE)
        {
          rules = pf_tri_rules_new (level, &error);
          if (rules == NULL)
            return pf_cli_fail ("level %s: %s", level_id, error->message);
          tri_job.options.rules = rules;
          pf_tri_measure_options_init (&measure_options);
          measure_options.max_states = max_states;
          if (overlay == PF_TRI_OVERLAY_MOVES)
            {
              measure_options.analyze = TRUE;
              if (!pf_tri_measure (rules, &measure_options, NULL, NULL, NULL, &measure, &error))
                fprintf (stderr, "polyform: level %s: %s; moves are drawn uncoloured\n",
                         level_id, error->message);
              tri_job.options.analysis = measure.analysis;
            }
          else
            {
              if (!pf_tri_measure (rules, &measure_options, NULL, NULL, NULL, &measure, &error) &&
                  measure.solution == NULL)
                return pf_cli_fail ("level %s: %s", level_id, error->message);
              if (measure.solution->status == PF_TRI_SOLVE_GAVE_UP)
                fprintf (stderr, "polyform: level %s: gave up after %" G_GUINT64_FORMAT
                         " states (--max-states; 0 for no limit); drawn without the overlay\n",
                         level_id, measure.solution->explored);
              else if (measure.solution->status != PF_TRI_SOLVE_SOLVED)
                fprintf (stderr, "polyform: level %s has no solution to draw\n", level_id);
              tri_job.options.solution = measure.solution;
            }
        }
      func = draw_tri;
      data = &tri_job;
    }
  else if (layout_id != NULL)
    {
      PfShellLayout *layout = pf_project_find_layout (project, layout_id);

      if (layout == NULL)
        return pf_cli_fail ("no shell layout “%s”", layout_id);
      shell_job.layout = layout;
      shell_job.options = (PfShellRenderOptions) { 0 };
      shell_job.options.dark = dark;
      shell_job.options.overlay = g_strcmp0 (overlay_text, "shells") == 0;
      func = draw_shell;
      data = &shell_job;
    }
  else
    {
      map_job.map = pf_project_find_map (project, map_id);
      if (map_job.map == NULL)
        return pf_cli_fail ("no map “%s”", map_id);
      map_job.tileset = pf_project_find_tileset (project, map_job.map->tileset);
      if (map_job.tileset == NULL)
        return pf_cli_fail ("map %s: no tile set “%s”", map_id, map_job.map->tileset);
      pf_map_render_options_init (&map_job.options);
      map_job.options.dark = dark;
      func = draw_map;
      data = &map_job;
    }

  if (png != NULL)
    ok = pf_render_to_png (png, width, height, func, data, &error);
  else
    ok = pf_render_to_svg (svg, width, height, func, data, &error);
  if (!ok)
    return pf_cli_fail ("%s", error->message);
  return PF_EXIT_OK;
}

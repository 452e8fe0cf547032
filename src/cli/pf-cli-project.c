/* pf-cli-project.c: validate, info and format
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "pf-cli.h"
#include "pf-json.h"
#include "pf-map-grid.h"

/* Splits a load error, `NAME:LINE: message` or `NAME: message`, into its
 * parts; a message that does not start with @name is all message. */
/* The cells no placement covers (a draft map, SPEC §5); 0 for a map whose
 * placements cannot be laid out, which validate reports. */
static guint64
count_empty_cells (PfProject *project,
                   PfMap     *map)
{
  PfTileset *tileset = pf_project_find_tileset (project, map->tileset);
  g_autoptr(PfMapGrid) grid = tileset != NULL ? pf_map_grid_from_map (map, tileset, NULL, NULL)
                                              : NULL;

  return grid != NULL ? pf_map_grid_count_empty (grid) : 0;
}

static void
write_error (PfJson     *json,
             const char *name,
             const char *text)
{
  const char *rest = text;
  guint64 line = 0;
  char *end = NULL;

  if (g_str_has_prefix (text, name) && text[strlen (name)] == ':')
    {
      rest = text + strlen (name) + 1;
      if (g_ascii_isdigit (*rest))
        {
          line = g_ascii_strtoull (rest, &end, 10);
          if (end[0] == ':')
            rest = end + 1;
          else
            line = 0;
        }
      while (*rest == ' ')
        rest++;
    }

  pf_json_begin_object (json);
  pf_json_key (json, "file");
  pf_json_string (json, name);
  pf_json_key (json, "line");
  if (line > 0)
    pf_json_uint (json, line);
  else
    pf_json_null (json);
  pf_json_key (json, "message");
  pf_json_string (json, rest);
  pf_json_end_object (json);
}

int
pf_cli_validate (int    argc,
                 char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new ("FILE.xml");
  g_autoptr(PfProject) project = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(PfJson) json = pf_json_new ();
  g_autofree char *name = NULL;
  gboolean as_json = FALSE;
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &as_json,
      "Print {\"valid\": bool, \"errors\": [{\"file\", \"line\", \"message\"}]}", NULL },
    { NULL }
  };

  g_option_context_add_main_entries (context, entries, NULL);
  g_option_context_set_summary (context, "Check a project file against the schema and the "
                                "semantic rules. Errors are printed as FILE:LINE: message. "
                                "A FILE of - reads standard input.");
  if (!pf_cli_parse (context, &argc, &argv, 1))
    return PF_EXIT_USAGE;

  project = pf_cli_open_project (argv[1], &error);
  /* The file as its errors name it: the whole path, or <stdin> */
  name = pf_cli_display_name (argv[1]);
  if (!as_json)
    {
      if (project == NULL)
        {
          fprintf (stderr, "%s\n", error->message);
          return PF_EXIT_INVALID;
        }
      printf ("%s: valid\n", name);
      return PF_EXIT_OK;
    }

  pf_json_begin_object (json);
  pf_json_key (json, "valid");
  pf_json_bool (json, project != NULL);
  pf_json_key (json, "errors");
  pf_json_begin_array (json);
  if (project == NULL)
    write_error (json, name, error->message);
  pf_json_end_array (json);
  pf_json_end_object (json);
  pf_cli_print_json (pf_json_steal (g_steal_pointer (&json)));
  return project != NULL ? PF_EXIT_OK : PF_EXIT_INVALID;
}

static guint
count_levels (PfProject *project)
{
  GPtrArray *packs = pf_project_get_packs (project);
  guint n = 0;

  for (guint i = 0; i < packs->len; i++)
    n += ((PfTriPack *) g_ptr_array_index (packs, i))->levels->len;
  return n;
}

static void
print_info_json (PfProject *project)
{
  g_autoptr(PfJson) json = pf_json_new ();
  PfMeta *meta = pf_project_get_meta (project);
  GPtrArray *packs = pf_project_get_packs (project);
  GPtrArray *layouts = pf_project_get_layouts (project);
  GPtrArray *tilesets = pf_project_get_tilesets (project);
  GPtrArray *maps = pf_project_get_maps (project);

  pf_json_begin_object (json);
  pf_json_key (json, "version");
  pf_json_int (json, pf_project_get_format_version (project));
  pf_json_key (json, "title");
  pf_json_string (json, meta->title);
  pf_json_key (json, "author");
  pf_json_string (json, meta->author);

  pf_json_key (json, "packs");
  pf_json_begin_array (json);
  for (guint i = 0; i < packs->len; i++)
    {
      PfTriPack *pack = g_ptr_array_index (packs, i);

      pf_json_begin_object (json);
      pf_json_key (json, "id");
      pf_json_string (json, pack->id);
      pf_json_key (json, "title");
      pf_json_string (json, pack->meta.title);
      pf_json_key (json, "levels");
      pf_json_begin_array (json);
      for (guint j = 0; j < pack->levels->len; j++)
        {
          PfTriLevel *level = g_ptr_array_index (pack->levels, j);

          pf_json_begin_object (json);
          pf_json_key (json, "id");
          pf_json_string (json, level->id);
          pf_json_key (json, "blocks");
          pf_json_uint (json, level->n_blocks);
          pf_json_key (json, "moves");
          if (level->figures.moves >= 0)
            pf_json_int (json, level->figures.moves);
          else
            pf_json_null (json);
          pf_json_end_object (json);
        }
      pf_json_end_array (json);
      pf_json_end_object (json);
    }
  pf_json_end_array (json);

  pf_json_key (json, "layouts");
  pf_json_begin_array (json);
  for (guint i = 0; i < layouts->len; i++)
    {
      PfShellLayout *layout = g_ptr_array_index (layouts, i);

      pf_json_begin_object (json);
      pf_json_key (json, "id");
      pf_json_string (json, layout->id);
      pf_json_key (json, "cells");
      pf_json_uint (json, layout->cells->len);
      pf_json_end_object (json);
    }
  pf_json_end_array (json);

  pf_json_key (json, "tilesets");
  pf_json_begin_array (json);
  for (guint i = 0; i < tilesets->len; i++)
    {
      PfTileset *tileset = g_ptr_array_index (tilesets, i);

      pf_json_begin_object (json);
      pf_json_key (json, "id");
      pf_json_string (json, tileset->id);
      pf_json_key (json, "shapes");
      pf_json_uint (json, tileset->shapes->len);
      pf_json_key (json, "terrains");
      pf_json_uint (json, tileset->terrains->len);
      pf_json_end_object (json);
    }
  pf_json_end_array (json);

  pf_json_key (json, "maps");
  pf_json_begin_array (json);
  for (guint i = 0; i < maps->len; i++)
    {
      PfMap *map = g_ptr_array_index (maps, i);

      pf_json_begin_object (json);
      pf_json_key (json, "id");
      pf_json_string (json, map->id);
      pf_json_key (json, "tileset");
      pf_json_string (json, map->tileset);
      pf_json_key (json, "width");
      pf_json_uint (json, map->width);
      pf_json_key (json, "height");
      pf_json_uint (json, map->height);
      pf_json_key (json, "placements");
      pf_json_uint (json, map->placements->len);
      pf_json_key (json, "empty");
      pf_json_uint (json, count_empty_cells (project, map));
      pf_json_end_object (json);
    }
  pf_json_end_array (json);

  pf_json_key (json, "playtest");
  pf_json_bool (json, pf_project_get_playtest (project) != NULL);
  pf_json_end_object (json);

  pf_cli_print_json (pf_json_steal (g_steal_pointer (&json)));
}

static void
print_info_text (PfProject *project)
{
  PfMeta *meta = pf_project_get_meta (project);
  GPtrArray *packs = pf_project_get_packs (project);
  GPtrArray *layouts = pf_project_get_layouts (project);
  GPtrArray *tilesets = pf_project_get_tilesets (project);
  GPtrArray *maps = pf_project_get_maps (project);

  if (meta->title)
    printf ("%s\n", meta->title);
  if (meta->author)
    printf ("by %s\n", meta->author);
  printf ("%u pack(s), %u level(s)\n", packs->len, count_levels (project));
  for (guint i = 0; i < packs->len; i++)
    {
      PfTriPack *pack = g_ptr_array_index (packs, i);

      printf ("  pack %s: %u level(s)\n", pack->id, pack->levels->len);
      for (guint j = 0; j < pack->levels->len; j++)
        {
          PfTriLevel *level = g_ptr_array_index (pack->levels, j);

          if (level->figures.moves >= 0)
            printf ("    %-16s %2u blocks  %d moves\n", level->id, level->n_blocks,
                    level->figures.moves);
          else
            printf ("    %-16s %2u blocks\n", level->id, level->n_blocks);
        }
    }
  printf ("%u shell layout(s)\n", layouts->len);
  for (guint i = 0; i < layouts->len; i++)
    {
      PfShellLayout *layout = g_ptr_array_index (layouts, i);

      printf ("  %s: %u cells\n", layout->id, layout->cells->len);
    }
  printf ("%u tile set(s)\n", tilesets->len);
  for (guint i = 0; i < tilesets->len; i++)
    {
      PfTileset *tileset = g_ptr_array_index (tilesets, i);

      printf ("  %s: %u shapes, %u terrains\n", tileset->id, tileset->shapes->len,
              tileset->terrains->len);
    }
  printf ("%u map(s)\n", maps->len);
  for (guint i = 0; i < maps->len; i++)
    {
      PfMap *map = g_ptr_array_index (maps, i);
      guint64 empty = count_empty_cells (project, map);

      printf ("  %s: %u x %u from %s, %u placements", map->id, map->width, map->height,
              map->tileset, map->placements->len);
      if (empty > 0)
        printf (", %" G_GUINT64_FORMAT " empty cell%s (a draft: TMX export needs them filled)",
                empty, empty == 1 ? "" : "s");
      printf ("\n");
    }
  printf ("playtest settings: %s\n", pf_project_get_playtest (project) ? "yes" : "no");
}

int
pf_cli_info (int    argc,
             char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new ("FILE.xml");
  g_autoptr(PfProject) project = NULL;
  gboolean json = FALSE;
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, "Print one JSON document", NULL },
    { NULL }
  };

  g_option_context_add_main_entries (context, entries, NULL);
  g_option_context_set_summary (context, "Summarise a project file. A FILE of - reads "
                                "standard input.");
  if (!pf_cli_parse (context, &argc, &argv, 1))
    return PF_EXIT_USAGE;

  project = pf_cli_load_project (argv[1]);
  if (project == NULL)
    return PF_EXIT_INVALID;

  if (json)
    print_info_json (project);
  else
    print_info_text (project);
  return PF_EXIT_OK;
}

int
pf_cli_format (int    argc,
               char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new ("FILE.xml");
  g_autoptr(PfProject) project = NULL;
  g_autofree char *output = NULL;
  GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      "Write to OUT.xml instead of replacing FILE.xml (- for standard output)", "OUT.xml" },
    { NULL }
  };

  g_option_context_add_main_entries (context, entries, NULL);
  g_option_context_set_summary (context, "Load, check and save a project canonically. Without "
                                "-o the file is replaced atomically.");
  if (!pf_cli_parse (context, &argc, &argv, 1))
    return PF_EXIT_USAGE;
  pf_cli_claim_stdout (argv[1], output);

  project = pf_cli_load_project (argv[1]);
  if (project == NULL)
    return PF_EXIT_INVALID;
  return pf_cli_save_project (project, argv[1], output);
}

/* fuzz-map-edits.c: polyform map's edits, parsed as the command parses them and made on a kept map
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each line of the input is one edit: "s" and the argument of --stamp,
 * "e", "l" or "u" and that of --erase, --lock or --unlock (as in
 * "sbar:v:1:2:0" or "e0,0,3,2"). After each one the map's placements lie
 * inside it and cover no cell twice; a refused edit changes nothing.
 */
#include "config.h"

#include <string.h>

#include "fuzz-target.h"
#include "pf-cli-map-edits.h"
#include "pf-error.h"
#include "pf-map-edit.h"
#include "pf-map-grid.h"
#include "pf-project.h"

/* A tile set with a shape that turns, one that does not and one whose id
 * holds ":" (so a stamp's split matters), and an 8 x 6 draft map. */
static const char project_text[] =
  "<polyform-project version=\"5\">\n"
  "  <tileset id=\"t\">\n"
  "    <terrain id=\"0\" name=\"Grass\" colour=\"#00ff00\"/>\n"
  "    <shape id=\"bar\" weight=\"1\" rotate=\"true\">\n"
  "      <cells>\n        ##\n      </cells>\n"
  "      <variant id=\"v\" name=\"V\" colour=\"#112233\" terrain=\"0\"/>\n"
  "    </shape>\n"
  "    <shape id=\"one\" weight=\"1\" rotate=\"false\">\n"
  "      <cells>\n        #\n      </cells>\n"
  "      <variant id=\"w\" name=\"W\" colour=\"#445566\" terrain=\"0\"/>\n"
  "    </shape>\n"
  "    <shape id=\"l:1\" weight=\"1\" rotate=\"true\">\n"
  "      <cells>\n        #.\n        ##\n      </cells>\n"
  "      <variant id=\"a:b\" name=\"AB\" colour=\"#778899\" terrain=\"0\"/>\n"
  "    </shape>\n"
  "  </tileset>\n"
  "  <map id=\"m\" tileset=\"t\" width=\"8\" height=\"6\" seed=\"1\" mode=\"classic\">\n"
  "    <placement shape=\"bar\" variant=\"v\" rotation=\"0\" x=\"0\" y=\"0\"/>\n"
  "    <placement shape=\"one\" variant=\"w\" rotation=\"0\" x=\"2\" y=\"0\"/>\n"
  "    <placement shape=\"l:1\" variant=\"a:b\" rotation=\"1\" x=\"4\" y=\"2\"/>\n"
  "    <placement shape=\"bar\" variant=\"v\" rotation=\"1\" x=\"7\" y=\"4\" locked=\"true\"/>\n"
  "  </map>\n"
  "</polyform-project>\n";

/* The map must lie inside itself and cover no cell twice. */
static void
check_map (const PfMap     *map,
           const PfTileset *tileset,
           const char      *edit)
{
  g_autoptr(GError) error = NULL;
  PfMapGrid *grid = pf_map_grid_from_map (map, tileset, NULL, &error);

  if (grid == NULL)
    g_error ("after “%s” the map is broken: %s", edit, error->message);
  pf_map_grid_free (grid);
}

static gboolean
same_placements (const PfMap *a,
                 const PfMap *b)
{
  return a->placements->len == b->placements->len &&
         (a->placements->len == 0 ||
          memcmp (a->placements->data, b->placements->data,
                  a->placements->len * sizeof (PfPlacement)) == 0);
}

/* Makes @edit on @map; a refused one must leave it as it was. */
static void
apply_edit (PfMap           *map,
            const PfTileset *tileset,
            const char      *edit)
{
  g_autoptr(GError) error = NULL;
  PfMap *before = pf_map_copy (map);
  gboolean done = FALSE;
  PfMapRect rect;

  if (edit[0] == 's')
    {
      g_autofree char *shape = NULL, *variant = NULL;
      guint rotation;
      gint x, y;

      if (pf_cli_parse_stamp (edit + 1, tileset, &shape, &variant, &rotation, &x, &y))
        done = pf_map_stamp (map, tileset, shape, variant, rotation, x, y, NULL, &error);
    }
  else if ((edit[0] == 'e' || edit[0] == 'l' || edit[0] == 'u')
           && pf_cli_parse_rect (edit + 1, &rect))
    {
      if (edit[0] == 'e')
        done = pf_map_erase (map, tileset, &rect, NULL, &error);
      else
        done = pf_map_set_locked (map, tileset, &rect, edit[0] == 'l', NULL, &error);
    }

  if (!done && error != NULL && (error->domain != PF_ERROR || error->message[0] == '\0'))
    g_error ("“%s” was refused without a message", edit);
  if (!done && !same_placements (map, before))
    g_error ("the refused “%s” changed the map", edit);
  pf_map_free (before);
  check_map (map, tileset, edit);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  static PfProject *project = NULL;
  g_autofree char *text = fuzz_text (data, size);
  g_auto(GStrv) edits = g_strsplit (text, "\n", 64);
  PfTileset *tileset;
  PfMap *map;

  if (project == NULL)
    {
      g_autoptr(GError) error = NULL;

      project = pf_project_load_from_data (project_text, -1, "edits.xml", &error);
      if (project == NULL)
        g_error ("%s", error->message);
    }
  tileset = pf_project_find_tileset (project, "t");
  map = pf_map_copy (pf_project_find_map (project, "m"));
  for (guint i = 0; edits[i] != NULL; i++)
    apply_edit (map, tileset, edits[i]);
  pf_map_free (map);
  return 0;
}

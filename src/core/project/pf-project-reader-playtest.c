/* pf-project-reader-playtest.c: loading a project's playtest settings (<playtest>) and its
 * levels' playtest results (<playtests>)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-project"

#include "pf-playtest-field.h"
#include "pf-playtest-log.h"
#include "pf-project-reader-private.h"

static const char * const no_items[] = { NULL };

/* The <playtests> of a level (format version 5): one <result> per tester. */
gboolean
pf_project_reader_load_playtests (Reader     *reader,
                                  xmlNode    *node,
                                  PfTriLevel *level)
{
  if (reader->version < 5)
    return fail (reader, node, "level “%s” holds playtest results (<playtests>), which need "
                 "format version 5; the file says version %" G_GINT64_FORMAT, level->id,
                 reader->version);
  if (level->playtests == NULL)
    level->playtests = pf_playtest_results_new ();
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      g_autofree char *tester = NULL, *solved = NULL, *seconds = NULL;
      PfPlaytestResult *result;
      gint64 moves, undos, restarts;

      if (!is_named (child, "result"))
        continue;
      tester = get_attr (child, "tester");
      solved = get_attr (child, "solved");
      seconds = get_attr (child, "seconds");
      if (!get_int_attr (reader, child, "moves", 0, G_MAXINT, 0, &moves) ||
          !get_int_attr (reader, child, "undos", 0, G_MAXINT, 0, &undos) ||
          !get_int_attr (reader, child, "restarts", 0, G_MAXINT, 0, &restarts))
        return FALSE;
      result = pf_playtest_result_new (tester);
      result->solved = g_strcmp0 (solved, "true") == 0;
      /* The schema holds seconds from 0 to PF_PLAYTEST_MAX_SECONDS. */
      result->seconds = pf_playtest_seconds_kept (seconds ? g_ascii_strtod (seconds, NULL) : 0.0);
      result->moves = moves;
      result->undos = undos;
      result->restarts = restarts;
      g_ptr_array_add (level->playtests, result);
    }
  return TRUE;
}

gboolean
pf_project_reader_load_playtest (Reader    *reader,
                                 xmlNode   *node,
                                 PfProject *project)
{
  g_autoptr(PfPlaytestSettings) settings = pf_playtest_settings_new ();
  g_autofree char *well = get_attr (node, "well");
  g_autofree char *rotation = get_attr (node, "rotation-system");
  gint64 das, arr;

  if (project->playtest != NULL)
    return fail (reader, node, "a project has at most one <playtest> element");

  settings->line = pf_project_reader_node_line (reader, node);
  settings->ext = take_extensions (reader, node, no_items);
  settings->well = g_strcmp0 (well, "tetrinet") == 0 ? PF_WELL_TETRINET : PF_WELL_GUIDELINE;
  if (rotation != NULL)
    {
      g_free (settings->rotation_system);
      settings->rotation_system = g_steal_pointer (&rotation);
    }
  if (!get_uint64_attr (reader, node, "seed", &settings->seed) ||
      !get_int_attr (reader, node, "das", 0, 1000, settings->das_ms, &das) ||
      !get_int_attr (reader, node, "arr", 0, 1000, settings->arr_ms, &arr))
    return FALSE;
  settings->das_ms = das;
  settings->arr_ms = arr;

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      if (is_named (child, "specials"))
        {
          g_autofree char *method = get_attr (child, "method");
          g_autofree char *frequencies = get_attr (child, "frequencies");
          gint64 lines, per_award, capacity;

          settings->method = g_strcmp0 (method, "itetrinet") == 0 ? PF_SPECIALS_ITETRINET
                                                                   : PF_SPECIALS_GTETRINET;
          if (frequencies != NULL)
            {
              g_autoptr(GError) error = NULL;

              if (!pf_specials_frequencies_parse (frequencies, settings->frequencies, &error))
                return fail (reader, child, "%s", error->message);
            }
          if (!get_int_attr (reader, child, "lines-per-special", 1, 100,
                             settings->lines_per_special, &lines) ||
              !get_int_attr (reader, child, "per-award", 1, 100,
                             settings->specials_per_award, &per_award) ||
              !get_int_attr (reader, child, "capacity", 1, 100,
                             settings->inventory_capacity, &capacity))
            return FALSE;
          settings->lines_per_special = lines;
          settings->specials_per_award = per_award;
          settings->inventory_capacity = capacity;
        }
      else if (is_named (child, "field"))
        {
          g_autofree char *text = get_text (child);
          g_autoptr(GError) error = NULL;
          PfField field;

          settings->field_format = get_attr (child, "format");
          settings->field = g_strdup (g_strstrip (text));
          /* What play would refuse, validate refuses too. */
          if (settings->field[0] != '\0' &&
              !pf_playtest_field_decode (settings->field_format, settings->field, &field,
                                         &error))
            return fail (reader, child, "<field>: %s", error->message);
        }
    }

  project->playtest = g_steal_pointer (&settings);
  return TRUE;
}

/* pf-playtest-log.c: playtest logs and the results they bring to levels
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-project"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "pf-json-reader-private.h"
#include "pf-playtest-log.h"

/* Auxiliary methods */

static PfPlaytestResult *
read_entry (PfJsonReader *reader,
            JsonNode     *node,
            guint         index,
            const char   *tester,
            const char  **level_id)
{
  g_autofree char *what = g_strdup_printf ("entry %u", index + 1);
  g_autoptr(PfPlaytestResult) result = pf_playtest_result_new (tester);
  JsonObject *object;
  gint64 moves, undos, restarts;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      pf_json_reader_fail (reader, NULL, "%s is not an object", what);
      return NULL;
    }
  object = json_node_get_object (node);
  if (!pf_json_reader_string (reader, object, what, "level", FALSE, level_id) ||
      !pf_json_reader_check_id (reader, object, what, *level_id))
    return NULL;
  g_free (what);
  what = g_strdup_printf ("level “%s”", *level_id);
  if (!pf_json_reader_bool (reader, object, what, "solved", &result->solved) ||
      !pf_json_reader_double (reader, object, what, "seconds", 0, PF_PLAYTEST_MAX_SECONDS,
                              &result->seconds) ||
      !pf_json_reader_int (reader, object, what, "moves", 0, G_MAXINT, FALSE, &moves) ||
      !pf_json_reader_int (reader, object, what, "undos", 0, G_MAXINT, FALSE, &undos) ||
      !pf_json_reader_int (reader, object, what, "restarts", 0, G_MAXINT, FALSE, &restarts))
    return NULL;
  result->seconds = pf_playtest_seconds_kept (result->seconds);
  result->moves = moves;
  result->undos = undos;
  result->restarts = restarts;
  return g_steal_pointer (&result);
}

/* A PfJsonReadFunc */
static gpointer
read_log (PfJsonReader *reader,
          JsonNode     *root)
{
  g_autoptr(PfPlaytestLog) log = g_new0 (PfPlaytestLog, 1);
  JsonObject *object;
  JsonArray *entries;
  const char *pack, *tester;

  object = pf_json_reader_header (reader, root, PF_PLAYTEST_LOG_FORMAT, PF_PLAYTEST_LOG_VERSION,
                                  "playtest log");
  if (object == NULL ||
      !pf_json_reader_string (reader, object, "the log", "pack", FALSE, &pack) ||
      !pf_json_reader_check_id (reader, object, "the log's pack", pack) ||
      !pf_json_reader_string (reader, object, "the log", "tester", FALSE, &tester) ||
      (entries = pf_json_reader_array (reader, object, "the log", "levels")) == NULL)
    return NULL;
  if (g_utf8_strlen (tester, -1) > PF_PLAYTEST_MAX_TESTER)
    {
      pf_json_reader_fail (reader, object, "the tester's name is longer than %d characters",
                           PF_PLAYTEST_MAX_TESTER);
      return NULL;
    }

  log->pack = g_strdup (pack);
  log->tester = g_strstrip (g_strdup (tester));
  log->levels = g_ptr_array_new_with_free_func (g_free);
  log->results = pf_playtest_results_new ();
  for (guint i = 0; i < json_array_get_length (entries); i++)
    {
      const char *level_id = NULL;
      PfPlaytestResult *result = read_entry (reader, json_array_get_element (entries, i), i,
                                             log->tester, &level_id);

      if (result == NULL)
        return NULL;
      if (g_ptr_array_find_with_equal_func (log->levels, level_id, g_str_equal, NULL))
        {
          pf_playtest_result_free (result);
          pf_json_reader_fail (reader, object, "the log lists level “%s” twice", level_id);
          return NULL;
        }
      g_ptr_array_add (log->levels, g_strdup (level_id));
      g_ptr_array_add (log->results, result);
    }
  return g_steal_pointer (&log);
}

/* How a held result stands to a new one */
typedef enum
{
  HELD_EQUAL,      /* the same result: the log was added before */
  HELD_LATER,      /* it goes on from the new one: a log saved earlier */
  HELD_EARLIER,    /* the new one goes on from it */
} Held;

/* The place in @results of the one that stands to @result as @how, or -1. */
static int
find_held (GPtrArray              *results,
           const PfPlaytestResult *result,
           Held                    how)
{
  for (guint i = 0; results != NULL && i < results->len; i++)
    {
      const PfPlaytestResult *held = g_ptr_array_index (results, i);

      if (how == HELD_EQUAL ? pf_playtest_result_equal (held, result)
          : how == HELD_LATER ? pf_playtest_result_continues (held, result)
          : pf_playtest_result_continues (result, held))
        return (int) i;
    }
  return -1;
}

/* Public API */

double
pf_playtest_seconds_kept (double seconds)
{
  return round (CLAMP (seconds, 0.0, PF_PLAYTEST_MAX_SECONDS) * 10.0) / 10.0;
}

PfPlaytestResult *
pf_playtest_result_new (const char *tester)
{
  PfPlaytestResult *result = g_new0 (PfPlaytestResult, 1);

  result->tester = g_strdup (tester ? tester : "");
  return result;
}

PfPlaytestResult *
pf_playtest_result_copy (const PfPlaytestResult *result)
{
  PfPlaytestResult *copy = g_new (PfPlaytestResult, 1);

  *copy = *result;
  copy->tester = g_strdup (result->tester);
  return copy;
}

void
pf_playtest_result_free (PfPlaytestResult *result)
{
  if (result == NULL)
    return;
  g_free (result->tester);
  g_free (result);
}

gboolean
pf_playtest_result_equal (const PfPlaytestResult *a,
                          const PfPlaytestResult *b)
{
  return g_strcmp0 (a->tester, b->tester) == 0 && !a->solved == !b->solved &&
         fabs (a->seconds - b->seconds) < 0.05 && a->moves == b->moves &&
         a->undos == b->undos && a->restarts == b->restarts;
}

gboolean
pf_playtest_result_continues (const PfPlaytestResult *later,
                              const PfPlaytestResult *earlier)
{
  return later->tester != NULL && later->tester[0] != '\0' &&
         g_strcmp0 (later->tester, earlier->tester) == 0 && !earlier->solved &&
         later->seconds > earlier->seconds - 0.05 && later->undos >= earlier->undos &&
         later->restarts >= earlier->restarts &&
         !pf_playtest_result_equal (later, earlier);
}

GPtrArray *
pf_playtest_results_new (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) pf_playtest_result_free);
}

PfPlaytestLog *
pf_playtest_log_read (const char  *data,
                      gssize       length,
                      const char  *display_name,
                      GError     **error)
{
  return pf_json_reader_read (data, length, display_name, "playtest log",
                              read_log, error);
}

void
pf_playtest_log_free (PfPlaytestLog *log)
{
  if (log == NULL)
    return;
  g_free (log->pack);
  g_free (log->tester);
  g_clear_pointer (&log->levels, g_ptr_array_unref);
  g_clear_pointer (&log->results, g_ptr_array_unref);
  g_free (log);
}

gboolean
pf_playtest_logs_check (GPtrArray        *logs,
                        GPtrArray        *names,
                        const PfTriPack  *pack,
                        GError          **error)
{
  g_return_val_if_fail (logs != NULL && pack != NULL, FALSE);

  for (guint i = 0; i < logs->len; i++)
    {
      const PfPlaytestLog *log = g_ptr_array_index (logs, i);
      const char *name = names != NULL && i < names->len ? g_ptr_array_index (names, i) : NULL;

      if (name == NULL)
        name = _("the playtest log");
      if (g_strcmp0 (log->pack, pack->id) != 0)
        {
          g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                       _("%s: the log is of pack “%s”, not of pack “%s”"), name, log->pack,
                       pack->id);
          return FALSE;
        }
      for (guint k = 0; k < log->levels->len; k++)
        {
          const char *id = g_ptr_array_index (log->levels, k);

          if (pf_tri_pack_find_level ((PfTriPack *) pack, id) == NULL)
            {
              g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                           _("%s: pack “%s” has no level “%s”"), name, pack->id, id);
              return FALSE;
            }
        }
    }
  return TRUE;
}

GPtrArray *
pf_playtest_merge (const PfTriLevel *level,
                   GPtrArray        *logs,
                   guint            *added,
                   guint            *updated)
{
  g_autoptr(GPtrArray) merged = NULL;
  guint n_added = 0, n_updated = 0;

  g_return_val_if_fail (level != NULL && logs != NULL, NULL);

  for (guint i = 0; i < logs->len; i++)
    {
      const PfPlaytestLog *log = g_ptr_array_index (logs, i);

      for (guint k = 0; k < log->levels->len; k++)
        {
          const PfPlaytestResult *result = g_ptr_array_index (log->results, k);
          GPtrArray *held = merged != NULL ? merged : level->playtests;
          int continued;

          if (strcmp (g_ptr_array_index (log->levels, k), level->id) != 0 ||
              find_held (held, result, HELD_EQUAL) >= 0 ||
              find_held (held, result, HELD_LATER) >= 0)
            continue;
          if (merged == NULL)
            {
              merged = pf_playtest_results_new ();
              for (guint j = 0; level->playtests != NULL && j < level->playtests->len; j++)
                g_ptr_array_add (merged,
                                 pf_playtest_result_copy (g_ptr_array_index (level->playtests,
                                                                             j)));
            }
          continued = find_held (merged, result, HELD_EARLIER);
          if (continued >= 0)
            {
              pf_playtest_result_free (g_ptr_array_index (merged, continued));
              g_ptr_array_index (merged, continued) = pf_playtest_result_copy (result);
              n_updated++;
            }
          else
            {
              g_ptr_array_add (merged, pf_playtest_result_copy (result));
              n_added++;
            }
        }
    }
  if (added != NULL)
    *added = n_added;
  if (updated != NULL)
    *updated = n_updated;
  return g_steal_pointer (&merged);
}

/* How many results @logs add or update over every level of @pack. */
static guint
count_brought (const PfTriPack *pack,
               GPtrArray       *logs)
{
  guint brought = 0;

  for (guint l = 0; l < pack->levels->len; l++)
    {
      guint added = 0, updated = 0;
      GPtrArray *merged = pf_playtest_merge (g_ptr_array_index (pack->levels, l), logs, &added,
                                             &updated);

      /* Only the counts matter here. */
      g_clear_pointer (&merged, g_ptr_array_unref);
      brought += added + updated;
    }
  return brought;
}

GArray *
pf_playtest_logs_bring_nothing (const PfTriPack *pack,
                                GPtrArray       *logs)
{
  GArray *nothing;
  g_autoptr(GPtrArray) first = NULL;
  guint before = 0;

  g_return_val_if_fail (pack != NULL && logs != NULL, NULL);

  nothing = g_array_sized_new (FALSE, TRUE, sizeof (gboolean), logs->len);
  first = g_ptr_array_new ();
  for (guint i = 0; i < logs->len; i++)
    {
      gboolean brings_nothing;
      guint now;

      g_ptr_array_add (first, g_ptr_array_index (logs, i));
      now = count_brought (pack, first);
      brings_nothing = now == before;
      g_array_append_val (nothing, brings_nothing);
      before = now;
    }
  return nothing;
}

gint
pf_tri_pack_add_playtests (PfTriPack  *pack,
                           GPtrArray  *logs,
                           GPtrArray  *names,
                           guint      *updated,
                           GError    **error)
{
  guint added = 0, brought = 0;

  g_return_val_if_fail (pack != NULL && logs != NULL, -1);

  if (!pf_playtest_logs_check (logs, names, pack, error))
    return -1;

  for (guint i = 0; i < pack->levels->len; i++)
    {
      PfTriLevel *level = g_ptr_array_index (pack->levels, i);
      guint level_added, level_updated;
      GPtrArray *merged = pf_playtest_merge (level, logs, &level_added, &level_updated);

      if (merged == NULL)
        continue;
      added += level_added;
      brought += level_updated;
      g_clear_pointer (&level->playtests, g_ptr_array_unref);
      level->playtests = merged;
    }
  if (updated != NULL)
    *updated = brought;
  return (gint) MIN (added, G_MAXINT);
}

/* pf-playtest-summary.c: what the playtests of a pack say, level by level
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-project"

#include <math.h>
#include <stdlib.h>

#include "pf-playtest-log.h"
#include "pf-playtest-summary.h"

/* One level taking part in the comparison: its index in the pack and the
 * two keys it is ranked by. */
typedef struct
{
  guint  index;
  double difficulty;
  double effort;     /* the median seconds of all players, INFINITY for a give-up */
  double give_ups;   /* the share of players who did not solve it */
  double place[2];   /* 0..1: by difficulty, by effort */
} Entry;

/* Auxiliary methods */

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y ? 1 : 0;
}

static double
median (GArray *values)
{
  guint n = values->len;
  double *v = (double *) (gpointer) values->data;

  if (n == 0)
    return NAN;
  qsort (v, n, sizeof (double), compare_doubles);
  if (n % 2 == 1)
    return v[n / 2];
  return (v[n / 2 - 1] + v[n / 2]) / 2.0;
}

static int
compare_entries (const Entry *a,
                 const Entry *b,
                 guint        key)
{
  if (key == 0)
    return compare_doubles (&a->difficulty, &b->difficulty);
  if (a->effort != b->effort)
    return compare_doubles (&a->effort, &b->effort);
  return compare_doubles (&a->give_ups, &b->give_ups);
}

typedef struct
{
  Entry *entries;
  guint  key;
} RankContext;

static int
compare_indexes (gconstpointer a,
                 gconstpointer b,
                 gpointer      user_data)
{
  const RankContext *context = user_data;

  return compare_entries (&context->entries[*(const guint *) a],
                          &context->entries[*(const guint *) b], context->key);
}

/* Each entry's place by @key, from 0 (easiest) to 1 (hardest); equal
 * entries share the mean of their places. */
static void
rank_entries (Entry *entries,
              guint  n,
              guint  key)
{
  g_autofree guint *order = g_new (guint, n);
  RankContext context = { entries, key };

  for (guint i = 0; i < n; i++)
    order[i] = i;
  g_qsort_with_data (order, n, sizeof (guint), compare_indexes, &context);
  for (guint i = 0; i < n;)
    {
      guint j = i + 1;

      while (j < n && compare_entries (&entries[order[i]], &entries[order[j]], key) == 0)
        j++;
      for (guint k = i; k < j; k++)
        entries[order[k]].place[key] = ((i + j - 1) / 2.0) / (n - 1);
      i = j;
    }
}

/* Public API */

void
pf_playtest_summarize (GPtrArray         *results,
                       PfPlaytestSummary *summary)
{
  g_autoptr(GArray) seconds = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (double));

  g_return_if_fail (summary != NULL);

  summary->players = results != NULL ? results->len : 0;
  summary->solved = 0;
  for (guint i = 0; i < summary->players; i++)
    {
      const PfPlaytestResult *result = g_ptr_array_index (results, i);
      double m = result->moves;

      if (!result->solved)
        continue;
      summary->solved++;
      g_array_append_val (seconds, result->seconds);
      g_array_append_val (moves, m);
    }
  summary->median_seconds = median (seconds);
  summary->median_moves = median (moves);
}

double
pf_playtest_effort (GPtrArray *results)
{
  g_autoptr(GArray) seconds = g_array_new (FALSE, FALSE, sizeof (double));

  for (guint i = 0; results != NULL && i < results->len; i++)
    {
      const PfPlaytestResult *result = g_ptr_array_index (results, i);
      double value = result->solved ? result->seconds : INFINITY;

      g_array_append_val (seconds, value);
    }
  return median (seconds);
}

GArray *
pf_playtest_compare_pack (const PfTriPack *pack)
{
  g_autofree Entry *entries = NULL;
  GArray *feels;
  guint n = 0;

  g_return_val_if_fail (pack != NULL, NULL);

  feels = g_array_sized_new (FALSE, TRUE, sizeof (PfPlaytestFeel), pack->levels->len);
  g_array_set_size (feels, pack->levels->len);
  entries = g_new0 (Entry, pack->levels->len);
  for (guint i = 0; i < pack->levels->len; i++)
    {
      const PfTriLevel *level = g_ptr_array_index (pack->levels, i);
      guint give_ups = 0;

      if (level->figures.difficulty < 0 || level->playtests == NULL ||
          level->playtests->len < PF_PLAYTEST_COMPARE_MIN_PLAYERS)
        continue;
      for (guint k = 0; k < level->playtests->len; k++)
        give_ups += !((const PfPlaytestResult *) g_ptr_array_index (level->playtests, k))->solved;
      entries[n].index = i;
      entries[n].difficulty = level->figures.difficulty;
      entries[n].effort = pf_playtest_effort (level->playtests);
      entries[n].give_ups = (double) give_ups / level->playtests->len;
      n++;
    }
  if (n < PF_PLAYTEST_COMPARE_MIN_LEVELS)
    return feels;

  rank_entries (entries, n, 0);
  rank_entries (entries, n, 1);
  for (guint e = 0; e < n; e++)
    {
      double gap = entries[e].place[1] - entries[e].place[0];
      PfPlaytestFeel feel = PF_PLAYTEST_FEEL_AS_COMPUTED;

      if (gap >= PF_PLAYTEST_COMPARE_GAP - 1e-9)
        feel = PF_PLAYTEST_FEEL_HARDER;
      else if (gap <= -PF_PLAYTEST_COMPARE_GAP + 1e-9)
        feel = PF_PLAYTEST_FEEL_EASIER;
      g_array_index (feels, PfPlaytestFeel, entries[e].index) = feel;
    }
  return feels;
}

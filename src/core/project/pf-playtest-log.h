/* pf-playtest-log.h: what testers send back from the pack's web page (SPEC §8)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The web page of a pack (pf-pack-html.h) keeps a playtest log while a tester
 * plays and saves it as a file:
 *
 *   {"format": "polyform-playtest", "version": 1, "pack", "tester",
 *    "levels": [{"level", "solved", "seconds", "moves", "undos", "restarts"}]}
 *
 * Each entry becomes a #PfPlaytestResult of its level, kept in the project
 * file with the level (PfTriLevel.playtests). The summaries and the
 * comparison with the computed difficulty are in pf-playtest-summary.h.
 */
#pragma once

#include <glib.h>

#include "pf-tri-level.h"

G_BEGIN_DECLS

#define PF_PLAYTEST_LOG_FORMAT  "polyform-playtest"
#define PF_PLAYTEST_LOG_VERSION 1

/* The longest tester name kept, in characters. */
#define PF_PLAYTEST_MAX_TESTER 200
/* The most seconds a result may give (about four months). */
#define PF_PLAYTEST_MAX_SECONDS 1e7

/**
 * pf_playtest_seconds_kept:
 * @seconds: how long a tester played, from 0 to %PF_PLAYTEST_MAX_SECONDS
 *
 * Returns: @seconds to the tenth the project file keeps
 */
double pf_playtest_seconds_kept (double seconds);

/**
 * PfPlaytestResult:
 * @tester: the tester's name, "" when they gave none
 * @solved: whether they solved the level
 * @seconds: how long they played it before solving it (or in all, when
 *   they did not), to a tenth of a second
 * @moves: the move count when they solved it (or when they left it)
 * @undos: the moves they took back
 * @restarts: how many times they started the level again
 *
 * One tester's play of one level.
 */
typedef struct
{
  char    *tester;
  gboolean solved;
  double   seconds;
  guint    moves;
  guint    undos;
  guint    restarts;
} PfPlaytestResult;

PfPlaytestResult *pf_playtest_result_new   (const char             *tester);
PfPlaytestResult *pf_playtest_result_copy  (const PfPlaytestResult *result);
void              pf_playtest_result_free  (PfPlaytestResult       *result);

/**
 * pf_playtest_result_equal:
 *
 * Returns: %TRUE when @a and @b hold the same tester and figures: the same
 *   play sent back twice
 */
gboolean          pf_playtest_result_equal (const PfPlaytestResult *a,
                                            const PfPlaytestResult *b);

/**
 * pf_playtest_result_continues:
 * @later: a result
 * @earlier: a result held before
 *
 * Whether @later is @earlier played on: the same tester, named (an empty
 * name could be anyone), @earlier not solved, and no fewer seconds, undos
 * and restarts. The web page keeps one entry a level for its tester, so a
 * log saved twice holds the level's entry once as it stood and once as it
 * went on.
 *
 * Returns: %TRUE when @later takes the place of @earlier
 */
gboolean          pf_playtest_result_continues (const PfPlaytestResult *later,
                                                const PfPlaytestResult *earlier);

/**
 * pf_playtest_results_new:
 *
 * Returns: (transfer full) (element-type PfPlaytestResult): an empty array
 *   that frees its results, as PfTriLevel.playtests holds them
 */
GPtrArray        *pf_playtest_results_new  (void);

/**
 * PfPlaytestLog:
 * @pack: the id of the pack played
 * @tester: the tester's name, "" when they gave none
 * @levels: (element-type utf8): the ids of the levels played, each once
 * @results: (element-type PfPlaytestResult): the result of each of @levels
 *
 * One playtest log as the web page saves it.
 */
typedef struct
{
  char      *pack;
  char      *tester;
  GPtrArray *levels;
  GPtrArray *results;
} PfPlaytestLog;

/**
 * pf_playtest_log_read:
 * @data: the log's text
 * @length: its length in bytes, or -1 when nul-terminated
 * @display_name: (nullable): the name used in error messages (a file name)
 * @error: return location for a #PF_ERROR_PARSE error (not JSON, with its
 *   line and column), a #PF_ERROR_VERSION error (a newer version), or a
 *   #PF_ERROR_SEMANTIC error naming the line and what is wrong: another
 *   format, a missing or mistyped member, a figure out of range, a level
 *   listed twice
 *
 * Reads a playtest log. Seconds are rounded to a tenth.
 *
 * Returns: (transfer full) (nullable): the log, or %NULL
 */
PfPlaytestLog    *pf_playtest_log_read     (const char             *data,
                                            gssize                  length,
                                            const char             *display_name,
                                            GError                **error);
void              pf_playtest_log_free     (PfPlaytestLog          *log);

/**
 * pf_playtest_logs_check:
 * @logs: (element-type PfPlaytestLog): logs
 * @names: (element-type utf8) (nullable): the name of each log, for messages
 * @pack: the pack they are to be added to
 * @error: return location for a #PF_ERROR_INVALID error naming the log and
 *   the other pack, or the level @pack does not have
 *
 * Returns: %TRUE when every log was played on @pack and names only its
 *   levels
 */
gboolean          pf_playtest_logs_check   (GPtrArray              *logs,
                                            GPtrArray              *names,
                                            const PfTriPack        *pack,
                                            GError                **error);

/**
 * pf_playtest_merge:
 * @level: a level
 * @logs: (element-type PfPlaytestLog): logs of its pack
 *
 * @added: (out) (optional): how many results were added
 * @updated: (out) (optional): how many results were brought up to date
 *
 * The results @level has once @logs are added: its own, then each log's
 * result for it that it does not hold yet (pf_playtest_result_equal()), so
 * a log added twice counts once. A result that goes on from one held of
 * the same named tester (pf_playtest_result_continues(): the web page's log
 * saved again later in the session) takes its place instead.
 *
 * Returns: (transfer full) (nullable) (element-type PfPlaytestResult): the
 *   new results, or %NULL when @logs bring nothing new for @level
 */
GPtrArray        *pf_playtest_merge        (const PfTriLevel       *level,
                                            GPtrArray              *logs,
                                            guint                  *added,
                                            guint                  *updated);

/**
 * pf_playtest_logs_bring_nothing:
 * @pack: the pack the logs are to be added to
 * @logs: (element-type PfPlaytestLog): logs of @pack, in the order they are
 *   added
 *
 * Which logs would add and update no result (pf_playtest_merge()): every
 * result in them is held already, by the pack or by a log before them, as
 * a log added twice, or two anonymous testers' identical plays.
 *
 * Returns: (transfer full) (element-type gboolean): one flag per log
 */
GArray           *pf_playtest_logs_bring_nothing (const PfTriPack *pack,
                                                  GPtrArray       *logs);

/**
 * pf_tri_pack_add_playtests:
 * @pack: a pack
 * @logs: (element-type PfPlaytestLog): logs played on it
 * @names: (element-type utf8) (nullable): the name of each log, for messages
 * @updated: (out) (optional): how many held results were brought up to date
 * @error: return location for the error of pf_playtest_logs_check()
 *
 * Checks every log first; when one fails nothing is changed. Then gives
 * each level its merged results (pf_playtest_merge()).
 *
 * Returns: how many results were added, or -1 with @error set
 */
gint              pf_tri_pack_add_playtests (PfTriPack             *pack,
                                             GPtrArray             *logs,
                                             GPtrArray             *names,
                                             guint                 *updated,
                                             GError               **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PfPlaytestResult, pf_playtest_result_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (PfPlaytestLog, pf_playtest_log_free)

G_END_DECLS

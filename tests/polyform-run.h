/* polyform-run.h: run the built polyform command from a test
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Each runs $POLYFORM with the arguments (without the program name), stores
 * its stdout and stderr in @out and @err (either may be NULL), logs them
 * with the exit status, and returns the exit status. A program that cannot
 * be started, or that dies of a signal, fails the test. */
int polyform_run_argv   (char              **out,
                         char              **err,
                         const char * const *args);
int polyform_run_valist (char              **out,
                         char              **err,
                         const char         *first,
                         va_list             rest);
int polyform_run        (char              **out,
                         char              **err,
                         const char         *first,
                         ...) G_GNUC_NULL_TERMINATED;

/**
 * PolyformRunOptions:
 * @stdin_path: (nullable): read stdin from this file, instead of the
 *   test's own
 * @stdout_path: (nullable): send stdout to this file (such as /dev/full)
 *   instead of capturing it
 * @close_stdout: start the program with stdout closed
 * @file_size_limit: when not 0, writing a file past this many bytes fails
 *   (EFBIG), as a full disk would
 * @data_limit: when not 0, the program's data (heap and private memory)
 *   is limited to this many bytes (RLIMIT_DATA), as on a machine with
 *   little memory
 */
typedef struct
{
  const char *stdin_path;
  const char *stdout_path;
  gboolean    close_stdout;
  gsize       file_size_limit;
  gsize       data_limit;
} PolyformRunOptions;

/* As polyform_run(), with @options; @out stays empty when stdout is not
 * captured. */
int polyform_run_with   (const PolyformRunOptions *options,
                         char                    **out,
                         char                    **err,
                         const char               *first,
                         ...) G_GNUC_NULL_TERMINATED;
/**
 * PolyformResult:
 * @status: the exit status
 * @out: what the program printed on stdout
 * @err: what it printed on stderr
 *
 * One run, for g_auto().
 */
typedef struct
{
  int   status;
  char *out;
  char *err;
} PolyformResult;

void polyform_result_clear (PolyformResult *result);

/* Runs polyform as polyform_run_with() (@options may be NULL) and keeps
 * what it did in @result, which must be empty. */
void polyform_run_into      (PolyformResult           *result,
                             const PolyformRunOptions *options,
                             const char               *first,
                             ...) G_GNUC_NULL_TERMINATED;

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (PolyformResult, polyform_result_clear)

G_END_DECLS

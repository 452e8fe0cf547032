/* pf-cli.h: the polyform command-line tool's commands and shared helpers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "pf-json.h"
#include "pf-project.h"
#include "pf-shell.h"
#include "pf-tri-measure.h"

G_BEGIN_DECLS

/* Exit codes, SPEC §7 */
#define PF_EXIT_OK        0
#define PF_EXIT_INVALID   1
#define PF_EXIT_USAGE     2
#define PF_EXIT_GAME_OVER 3
#define PF_EXIT_FINDINGS  4   /* check: an error finding, or with --strict any */

/* The name standard input goes by in messages (a FILE of "-"). */
#define PF_CLI_STDIN_NAME "<stdin>"

/* Each command gets argv with argv[0] set to "polyform COMMAND". */
int pf_cli_validate (int argc, char **argv);
int pf_cli_info     (int argc, char **argv);
int pf_cli_format   (int argc, char **argv);
int pf_cli_solve    (int argc, char **argv);
int pf_cli_generate (int argc, char **argv);
int pf_cli_layout   (int argc, char **argv);
int pf_cli_build_pack (int argc, char **argv);
int pf_cli_render   (int argc, char **argv);
int pf_cli_play     (int argc, char **argv);
/* pf-cli-play-shell.c: play's --well shell, with play's options */
int pf_cli_play_shell (GOptionContext *context,
                       const char     *project_path,
                       const char     *layout_id,
                       const char     *queue,
                       guint64         seed,
                       const char     *inputs_text,
                       const char     *format_name);
int pf_cli_specials (int argc, char **argv);
int pf_cli_shell    (int argc, char **argv);
int pf_cli_map      (int argc, char **argv);
int pf_cli_export   (int argc, char **argv);
int pf_cli_import   (int argc, char **argv);
int pf_cli_playtests (int argc, char **argv);
int pf_cli_check    (int argc, char **argv);

/* Prints "polyform VERSION" on stdout. */
void       pf_cli_print_version (void);

/* The index of @text in @names, or -1 when it is not there. */
int        pf_cli_find_name     (const char         *text,
                                 const char * const *names,
                                 guint               n_names);

/**
 * pf_cli_check_id:
 * @option: the option that gave @id ("--pack")
 * @id: an id for a new item
 *
 * Refuses an id the project file could not hold (pf_item_id_problem()),
 * naming @option.
 *
 * Returns: %PF_EXIT_OK, or %PF_EXIT_INVALID after saying why
 */
int        pf_cli_check_id      (const char       *option,
                                 const char       *id);

/**
 * pf_cli_finish_output:
 * @status: the command's exit status
 *
 * Flushes stdout: what it could not take is a failed command (SPEC §7).
 *
 * Returns: @status, or %PF_EXIT_INVALID after saying why stdout failed
 */
int        pf_cli_finish_output (int               status);

/**
 * pf_cli_parse:
 * @context: an option context with the command's entries
 * @argc: (inout): argument count
 * @argv: (inout): arguments
 * @n_positional: how many positional arguments the command needs
 *
 * Parses options. `--version`, which every command takes, prints the
 * version and exits (0, or 1 when stdout fails); `--help` prints the
 * command's help the same way. On an unknown option, a missing argument, a
 * non-number where a number belongs, a value that is not UTF-8, an empty
 * file name, an image (`--png`, `--svg`, `--tmx`) sent to standard output,
 * or the wrong number of positional arguments, it prints the message and
 * the command's help to stderr. A "--" ends the options and is dropped.
 *
 * Returns: %TRUE on success; %FALSE means exit with %PF_EXIT_USAGE.
 */
gboolean   pf_cli_parse         (GOptionContext   *context,
                                 int              *argc,
                                 char           ***argv,
                                 int               n_positional);

/**
 * pf_cli_usage_error:
 * @context: the command's option context
 * @format: a message
 *
 * Prints the message and the command's help to stderr.
 *
 * Returns: %PF_EXIT_USAGE
 */
int        pf_cli_usage_error   (GOptionContext   *context,
                                 const char       *format,
                                 ...) G_GNUC_PRINTF (2, 3);

/**
 * pf_cli_fail:
 * @format: a message
 *
 * Prints "polyform: MESSAGE" to stderr.
 *
 * Returns: %PF_EXIT_INVALID
 */
int        pf_cli_fail          (const char       *format,
                                 ...) G_GNUC_PRINTF (1, 2);

/**
 * pf_cli_parse_uint:
 * @context: the command's option context, for the help of a usage error
 * @option: the option as spelled on the command line ("--seed")
 * @text: (nullable): its value as given, or %NULL when it was not given
 * @min: the smallest value allowed
 * @max: the largest value allowed
 * @value: (inout): the number; left alone when @text is %NULL
 *
 * Numbers are options of type string, read here, so that SPEC §7's exit
 * codes hold: text that is not a whole number is a usage error (2); a
 * whole number out of range, negative or too large for 64 bits, is
 * invalid input (1) with a message naming the option.
 *
 * Returns: %PF_EXIT_OK, or the exit code after printing the message
 */
int        pf_cli_parse_uint    (GOptionContext   *context,
                                 const char       *option,
                                 const char       *text,
                                 guint64           min,
                                 guint64           max,
                                 guint64          *value);

/* Regular expressions of compound option values, for pf_cli_check_shape() */
#define PF_CLI_SHAPE_SIZE        "^[+-]?[0-9]+[xX][+-]?[0-9]+$"
#define PF_CLI_SHAPE_RECT        "^[+-]?[0-9]+(,[+-]?[0-9]+){3}$"
#define PF_CLI_SHAPE_STAMP       "^[^:]+(:[^:]+)+(:[+-]?[0-9]+){3}$"
#define PF_CLI_SHAPE_FREQUENCIES "^[^:,]+:[+-]?[0-9]+(,[^:,]+:[+-]?[0-9]+)*$"

/**
 * pf_cli_check_shape:
 * @context: the command's option context, for the help of a usage error
 * @option: the option as spelled on the command line ("--size")
 * @text: its value as given
 * @pattern: a regular expression of the value's fields (PF_CLI_SHAPE_SIZE…)
 * @expected: the value's form in a message ("WxH")
 *
 * The usage check of an option made of several numbers: a value whose
 * numbers are not whole numbers where the form has them, or that is
 * missing a field, is a usage error (2), as a non-number is for an option
 * of one number; whether the numbers are in range is the caller's to say
 * (invalid input, 1).
 *
 * Returns: %PF_EXIT_OK, or %PF_EXIT_USAGE after printing the message
 */
int        pf_cli_check_shape   (GOptionContext   *context,
                                 const char       *option,
                                 const char       *text,
                                 const char       *pattern,
                                 const char       *expected);

/**
 * pf_cli_parse_double:
 *
 * As pf_cli_parse_uint(), for a decimal number from @min to @max.
 */
int        pf_cli_parse_double  (GOptionContext   *context,
                                 const char       *option,
                                 const char       *text,
                                 double            min,
                                 double            max,
                                 double           *value);

/**
 * pf_cli_parse_minutes:
 *
 * As pf_cli_parse_double(), for a time limit in minutes: more than 0, at
 * most a week.
 */
int        pf_cli_parse_minutes (GOptionContext   *context,
                                 const char       *option,
                                 const char       *text,
                                 double           *value);

/* pf-cli-files.c */

/**
 * pf_cli_display_name:
 * @path: FILE as given, "-" for standard input
 *
 * Returns: (transfer full): the name the project's messages give it
 */
char      *pf_cli_display_name  (const char       *path);

/**
 * pf_cli_open_project:
 * @path: a project file path, or "-" for standard input
 * @error: return location for the `FILE:LINE: message` error of
 *   pf_project_load()
 *
 * Returns: (transfer full) (nullable): the project, or %NULL
 */
PfProject *pf_cli_open_project  (const char       *path,
                                 GError          **error);

/**
 * pf_cli_load_project:
 * @path: a project file path, or "-" for standard input
 *
 * Loads a project, printing the `FILE:LINE: message` error on failure.
 *
 * Returns: (transfer full) (nullable): the project, or %NULL (exit 1)
 */
PfProject *pf_cli_load_project  (const char       *path);

/**
 * pf_cli_read_source:
 * @path: a file given on the command line
 * @max_bytes: the largest file read
 * @length: (out): the length of the contents
 *
 * Reads a file, refusing what is not a regular file or is larger than
 * @max_bytes before reading it, and printing the error on failure.
 *
 * Returns: (transfer full) (nullable): the contents, or %NULL (exit 1)
 */
char      *pf_cli_read_source   (const char       *path,
                                 gsize             max_bytes,
                                 gsize            *length);

/**
 * pf_cli_load_pack:
 * @path: a project file path
 * @pack_id: the id of one of its packs
 * @project: (out) (transfer full): the project, which owns the pack, or
 *   %NULL when it cannot be loaded
 *
 * Loads a project and finds a pack in it, printing the error on failure.
 *
 * Returns: (transfer none) (nullable): the pack, or %NULL (exit 1)
 */
PfTriPack *pf_cli_load_pack     (const char       *path,
                                 const char       *pack_id,
                                 PfProject       **project);

/**
 * pf_cli_claim_stdout:
 * @in_path: FILE as given
 * @out_path: (nullable): `-o` as given
 *
 * When the command's document goes to standard output (`-o -`, or a FILE
 * of "-" saved without `-o`), keeps standard output for it and sends
 * everything else printed there to standard error. Call it before
 * printing anything.
 */
void       pf_cli_claim_stdout  (const char       *in_path,
                                 const char       *out_path);

/**
 * pf_cli_check_output:
 * @out_path: (nullable): a file the command will write, "-" or %NULL
 * @option: the option that names it, for the message
 *
 * Refuses an output file that is a project the command read: writing an
 * image or an export there would replace the project.
 *
 * Returns: %PF_EXIT_OK, or %PF_EXIT_INVALID after saying why
 */
int        pf_cli_check_output  (const char       *out_path,
                                 const char       *option);

/**
 * pf_cli_write_output:
 * @out_path: (nullable): a file, "-" or %NULL for standard output
 * @data: the document
 *
 * Writes @data to the file atomically, or to standard output. A file the
 * command read as its project is refused (pf_cli_check_output()).
 *
 * Returns: %PF_EXIT_OK or %PF_EXIT_INVALID
 */
int        pf_cli_write_output  (const char       *out_path,
                                 const char       *data);

/**
 * pf_cli_print_json:
 * @text: (transfer full): a JSON document
 *
 * Prints @text and a newline on stdout, and frees it.
 */
void       pf_cli_print_json    (char             *text);

/**
 * pf_cli_shell_write_json:
 * @json: an open JSON object
 * @board: the structure
 * @score: the score
 * @clears: (element-type PfShellClear): the clears, in order
 * @interval: the fall interval after them
 *
 * Writes the members `cells`, `score`, `clears` and `interval` that
 * `shell --json` and `play --well shell` print (SPEC §7).
 */
void       pf_cli_shell_write_json (PfJson             *json,
                                    const PfShellBoard *board,
                                    guint64             score,
                                    GArray             *clears,
                                    double              interval);

/**
 * pf_cli_save_project:
 * @project: the project to save
 * @in_path: the file it was loaded from
 * @out_path: (nullable): where to save it instead (`-o`)
 *
 * Saves atomically, or writes standard output when the target is "-",
 * printing the error on failure. A project file that was read by
 * pf_cli_open_project() is replaced only while it is still the file that
 * was read; when another program changed it meanwhile, nothing is written
 * and the error says it "changed on disk since it was read".
 *
 * Returns: %PF_EXIT_OK or %PF_EXIT_INVALID
 */
int        pf_cli_save_project  (PfProject        *project,
                                 const char       *in_path,
                                 const char       *out_path);

/**
 * pf_cli_json_solve_result:
 * @json: the document being written
 * @pack_id: the level's pack
 * @level_id: the level
 * @measure: its measure, with a solution
 * @analyze: whether to write the analysis figures (%null when the
 *   measure has no analysis: over the budget)
 * @explain: whether to write the explanation's members too (SPEC §2.6)
 *
 * Writes one level's object of `solve --json [--analyze [--explain]]`
 * (SPEC §7).
 */
void       pf_cli_json_solve_result (PfJson             *json,
                                     const char         *pack_id,
                                     const char         *level_id,
                                     const PfTriMeasure *measure,
                                     gboolean            analyze,
                                     gboolean            explain);

/**
 * PfCliLevelRef:
 * @pack: a pack of the project
 * @level: one of its levels
 */
typedef struct
{
  PfTriPack  *pack;
  PfTriLevel *level;
} PfCliLevelRef;

/**
 * pf_cli_select_levels:
 * @project: a project
 * @pack_id: (nullable): `--pack`
 * @level_id: (nullable): `--level`
 *
 * The levels chosen by `--pack` and `--level`, in document order, or
 * %NULL after printing the error when either names nothing.
 *
 * Returns: (transfer full) (element-type PfCliLevelRef) (nullable): the levels
 */
GArray    *pf_cli_select_levels (PfProject        *project,
                                 const char       *pack_id,
                                 const char       *level_id);

G_END_DECLS

/* pf-cli-play.c: `polyform play` and `polyform specials`
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "polyform"

#include <stdio.h>
#include <string.h>

#include "pf-cli.h"
#include "pf-error.h"
#include "pf-fumen.h"
#include "pf-game.h"
#include "pf-play-inputs.h"
#include "pf-tetrinet-field.h"
#include "pf-tetrinet.h"

typedef enum
{
  FORMAT_FUMEN,
  FORMAT_ASCII,
  FORMAT_TETRINET,
} Format;

static const char *const format_names[] = { "fumen", "ascii", "tetrinet" };

static const char *
state_message (PfGameState state)
{
  switch (state)
    {
    case PF_GAME_BLOCK_OUT: return "game over: a piece could not spawn (block out)";
    case PF_GAME_LOCK_OUT:  return "game over: a piece locked wholly in rows 20 and up, where "
                                   "pieces spawn (lock out)";
    case PF_GAME_TOP_OUT:   return "game over: the stack left the well (top out)";
    default:                return NULL;
    }
}

static int
print_field (const PfField *field,
             PfWellKind     well,
             Format         format)
{
  g_autofree char *text = NULL;
  guint dropped = 0;

  switch (format)
    {
    case FORMAT_FUMEN:
      text = pf_fumen_encode (field, &dropped);
      if (dropped > 0)
        fprintf (stderr, "polyform: warning: %u cell%s above row 22 cannot be written in fumen "
                 "and %s dropped\n", dropped, dropped == 1 ? "" : "s",
                 dropped == 1 ? "was" : "were");
      printf ("%s\n", text);
      break;
    case FORMAT_ASCII:
      text = pf_field_to_ascii (field, well == PF_WELL_TETRINET ? PF_TETRINET_HEIGHT : 0);
      fputs (text, stdout);
      break;
    case FORMAT_TETRINET:
      text = pf_tetrinet_field_format (field);
      printf ("%s\n", text);
      break;
    default:
      g_assert_not_reached ();
    }
  /* A failed write is found and reported as the program exits. */
  return PF_EXIT_OK;
}

/* Decodes page @page of a fumen, naming on stderr what the field cannot
 * carry: the other pages, the page's comment and its piece. */
static gboolean
decode_fumen_page (const char  *fumen,
                   guint        page,
                   PfField     *field,
                   GError     **error)
{
  g_auto(PfFumenPageInfo) info = { 0, };
  g_autoptr(GPtrArray) dropped = g_ptr_array_new_with_free_func (g_free);

  if (!pf_fumen_decode_page (fumen, page, field, &info, error))
    return FALSE;
  if (info.n_pages > 1)
    g_ptr_array_add (dropped, info.n_pages == 2 ? g_strdup ("the other page")
                                                : g_strdup_printf ("the other %u pages",
                                                                   info.n_pages - 1));
  if (info.comment != NULL)
    g_ptr_array_add (dropped, g_strdup_printf ("its comment “%s”", info.comment));
  if (info.piece != '\0')
    g_ptr_array_add (dropped, g_strdup_printf ("its piece %c (%s, centre at column %d, row %d)",
                                               info.piece, info.piece_rotation, info.piece_x,
                                               info.piece_y));
  if (dropped->len > 0)
    {
      g_autoptr(GString) list = g_string_new (NULL);

      for (guint i = 0; i < dropped->len; i++)
        g_string_append_printf (list, "%s%s",
                                i == 0 ? "" : i + 1 == dropped->len ? " and " : ", ",
                                (char *) g_ptr_array_index (dropped, i));
      fprintf (stderr, "polyform: warning: --field: page %u of %u is played; a field cannot "
               "carry %s\n", page, info.n_pages, list->str);
    }
  return TRUE;
}

int
pf_cli_play (int    argc,
             char **argv)
{
  g_autofree char *fumen = NULL;
  g_autofree char *tetrinet = NULL;
  g_autofree char *well_name = NULL;
  g_autofree char *queue = NULL;
  g_autofree char *inputs_text = NULL;
  g_autofree char *format_name = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree char *page_text = NULL;
  g_autofree char *project_path = NULL;
  g_autofree char *layout_id = NULL;
  guint64 seed = 1, page = 1;
  guint played;
  const GOptionEntry entries[] = {
    { "field", 0, 0, G_OPTION_ARG_STRING, &fumen, "Starting field as fumen v115", "FUMEN" },
    { "page", 0, 0, G_OPTION_ARG_STRING, &page_text,
      "The page of the --field fumen to start from (from 1, default 1)", "N" },
    { "tetrinet-field", 0, 0, G_OPTION_ARG_STRING, &tetrinet,
      "Starting field as a TetriNET field string (264 characters)", "STR" },
    { "well", 0, 0, G_OPTION_ARG_STRING, &well_name,
      "guideline (10 x 40), tetrinet (12 x 22) or shell (the Rotatris game on --layout)",
      "guideline|tetrinet|shell" },
    { "project", 0, 0, G_OPTION_ARG_FILENAME, &project_path,
      "With --well shell: the project that holds the layout", "FILE.xml" },
    { "layout", 0, 0, G_OPTION_ARG_STRING, &layout_id,
      "With --well shell: the shell layout to play on", "ID" },
    { "queue", 0, 0, G_OPTION_ARG_STRING, &queue, "Exactly these pieces, letters IJLOSTZ",
      "PIECES" },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text, "Seed of the 7-bag (default 1)", "S" },
    { "inputs", 0, 0, G_OPTION_ARG_STRING, &inputs_text,
      "Comma-separated: left right cw ccw down drop hard hold, and for the shell well "
      "turn-cw turn-ccw", "LIST" },
    { "format", 0, 0, G_OPTION_ARG_STRING, &format_name,
      "Output: fumen (guideline default), ascii, tetrinet (TetriNET default), json (shell)",
      "fumen|ascii|tetrinet|json" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("- play pieces on a field");
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) inputs = NULL;
  g_autoptr(PfGame) game = NULL;
  PfGameConfig config;
  PfField start;
  PfWellKind well;
  int format;
  int status;
  const char *message;

  g_option_context_add_main_entries (context, entries, NULL);
  g_option_context_set_summary (context,
    "Plays the inputs on the field with SRS and prints the final field; with --well shell,\n"
    "plays them on a shell layout and prints the structure as JSON.\n"
    "Exit status: 0 done, 1 invalid input, 2 usage error, 3 game over.");
  if (!pf_cli_parse (context, &argc, &argv, 0))
    return PF_EXIT_USAGE;

  if (fumen != NULL && tetrinet != NULL)
    return pf_cli_usage_error (context, "give --field or --tetrinet-field, not both");
  if (page_text != NULL && fumen == NULL)
    return pf_cli_usage_error (context, "--page picks a page of a --field fumen");

  if ((status = pf_cli_parse_uint (context, "--seed", seed_text, 0, G_MAXUINT64, &seed)) != 0)
    return status;

  if (g_strcmp0 (well_name, "shell") == 0)
    {
      if (fumen != NULL || tetrinet != NULL)
        return pf_cli_fail ("%s: the shell well starts from --layout, not from a field",
                            fumen != NULL ? "--field" : "--tetrinet-field");
      return pf_cli_play_shell (context, project_path, layout_id, queue, seed, inputs_text,
                                format_name);
    }
  if (project_path != NULL || layout_id != NULL)
    return pf_cli_fail ("%s: only --well shell plays on a shell layout",
                        project_path != NULL ? "--project" : "--layout");

  if (well_name == NULL)
    well = tetrinet != NULL ? PF_WELL_TETRINET : PF_WELL_GUIDELINE;
  else if (g_str_equal (well_name, "guideline"))
    well = PF_WELL_GUIDELINE;
  else if (g_str_equal (well_name, "tetrinet"))
    well = PF_WELL_TETRINET;
  else
    return pf_cli_fail ("--well: “%s” is not guideline, tetrinet or shell", well_name);

  if (format_name == NULL)
    format = well == PF_WELL_TETRINET ? FORMAT_TETRINET : FORMAT_FUMEN;
  else if ((format = pf_cli_find_name (format_name, format_names, G_N_ELEMENTS (format_names))) < 0)
    return pf_cli_fail ("--format: “%s” is not fumen, ascii or tetrinet", format_name);
  if (format == FORMAT_FUMEN && well == PF_WELL_TETRINET)
    return pf_cli_fail ("--format fumen: fumen holds 10 columns; the TetriNET well has 12");
  if (format == FORMAT_TETRINET && well == PF_WELL_GUIDELINE)
    return pf_cli_fail ("--format tetrinet: a TetriNET field is 12 x 22; use --well tetrinet");

  if ((status = pf_cli_parse_uint (context, "--page", page_text, 1, G_MAXUINT32, &page)) != 0)
    return status;

  if (fumen != NULL)
    {
      if (well != PF_WELL_GUIDELINE)
        return pf_cli_fail ("--field: a fumen field is 10 columns wide; it needs the guideline well");
      if (!decode_fumen_page (fumen, page, &start, &error))
        return pf_cli_fail ("--field: %s", error->message);
    }
  else if (tetrinet != NULL)
    {
      if (well != PF_WELL_TETRINET)
        return pf_cli_fail ("--tetrinet-field: a TetriNET field needs --well tetrinet");
      if (!pf_tetrinet_field_parse (tetrinet, &start, &error))
        return pf_cli_fail ("--tetrinet-field: %s", error->message);
    }

  inputs = pf_play_inputs_parse (inputs_text, FALSE, &error);
  if (inputs == NULL)
    return pf_cli_fail ("--inputs: %s", error->message);

  pf_game_config_init (&config, NULL);
  config.well = well;
  config.seed = seed;
  config.gravity = FALSE;
  game = pf_game_new (&config, fumen != NULL || tetrinet != NULL ? &start : NULL, queue, &error);
  if (game == NULL)
    return pf_cli_fail ("--queue: %s", error->message);

  for (played = 0; played < inputs->len && pf_game_get_state (game) == PF_GAME_PLAYING; played++)
    pf_play_inputs_apply (pf_game_get_engine (game), g_array_index (inputs, PfPlayInput, played));

  status = print_field (pf_game_get_field (game), well, (Format) format);
  /* Not an error (SPEC §7), but inputs given and not played are worth a word. */
  if (pf_game_get_state (game) == PF_GAME_QUEUE_EMPTY && played < inputs->len)
    fprintf (stderr, "polyform: the queue ran out after input %u; the %u input%s after it "
             "were not played\n", played, inputs->len - played,
             inputs->len - played == 1 ? "" : "s");
  message = state_message (pf_game_get_state (game));
  if (message != NULL)
    {
      fprintf (stderr, "polyform: %s\n", message);
      return PF_EXIT_GAME_OVER;
    }
  return status;
}

int
pf_cli_specials (int    argc,
                 char **argv)
{
  g_autofree char *field_text = NULL;
  g_autofree char *method_name = NULL;
  g_autofree char *frequencies_text = NULL;
  g_autofree char *count_text = NULL;
  g_autofree char *seed_text = NULL;
  guint64 count = 0;
  guint64 seed = 1;
  int status;
  const GOptionEntry entries[] = {
    { "field", 0, 0, G_OPTION_ARG_STRING, &field_text, "TetriNET field string (264 characters)",
      "STR" },
    { "count", 0, 0, G_OPTION_ARG_STRING, &count_text, "How many specials to add", "N" },
    { "method", 0, 0, G_OPTION_ARG_STRING, &method_name,
      "Placement method (default gtetrinet)", "gtetrinet|itetrinet" },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text, "Random seed (default 1)", "S" },
    { "frequencies", 0, 0, G_OPTION_ARG_STRING, &frequencies_text,
      "Percentages of the specials, summing to 100", "a:32,c:18,n:1,r:11,s:3,b:14,g:1,q:6,o:14" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("- add specials to a TetriNET field");
  g_autoptr(PfPlaytestSettings) settings = pf_playtest_settings_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;
  PfSpecialsMethod method = PF_SPECIALS_GTETRINET;
  PfField field;
  PfRandom rng;

  g_option_context_add_main_entries (context, entries, NULL);
  g_option_context_set_summary (context,
    "Adds specials as the TetriNET clients do and prints the new field string.");
  if (!pf_cli_parse (context, &argc, &argv, 0))
    return PF_EXIT_USAGE;
  if (field_text == NULL)
    return pf_cli_usage_error (context, "missing --field");
  if (count_text == NULL)
    return pf_cli_usage_error (context, "missing --count");
  if ((status = pf_cli_parse_uint (context, "--count", count_text, 0, G_MAXUINT32, &count)) != 0 ||
      (status = pf_cli_parse_uint (context, "--seed", seed_text, 0, G_MAXUINT64, &seed)) != 0)
    return status;
  if (method_name == NULL || g_str_equal (method_name, "gtetrinet"))
    method = PF_SPECIALS_GTETRINET;
  else if (g_str_equal (method_name, "itetrinet"))
    method = PF_SPECIALS_ITETRINET;
  else
    return pf_cli_fail ("--method: “%s” is not gtetrinet or itetrinet", method_name);
  if (frequencies_text != NULL &&
      pf_cli_check_shape (context, "--frequencies", frequencies_text, PF_CLI_SHAPE_FREQUENCIES,
                          "LETTER:PERCENT,…") != PF_EXIT_OK)
    return PF_EXIT_USAGE;
  if (frequencies_text != NULL &&
      !pf_specials_frequencies_parse (frequencies_text, settings->frequencies, &error))
    return pf_cli_fail ("--frequencies: %s", error->message);
  if (!pf_tetrinet_field_parse (field_text, &field, &error))
    return pf_cli_fail ("--field: %s", error->message);

  pf_random_init (&rng, seed);
  pf_tetrinet_add_specials (&field, (guint) count, method, settings->frequencies, &rng);
  out = pf_tetrinet_field_format (&field);
  printf ("%s\n", out);
  return PF_EXIT_OK;
}

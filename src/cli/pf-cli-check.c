/* pf-cli-check.c: check, the findings of a project's levels for scripts and CI (SPEC §2.9)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>

#include "pf-cli.h"
#include "pf-error.h"
#include "pf-json.h"
#include "pf-tri-findings.h"

/* The default state budget: a level with a larger component is too-large. */
#define CHECK_MAX_STATES 2000000

static void
write_finding (PfJson              *json,
               const PfCliLevelRef *ref,
               const PfTriFinding  *finding)
{
  pf_json_begin_object (json);
  pf_json_key (json, "pack");
  pf_json_string (json, ref->pack->id);
  pf_json_key (json, "level");
  pf_json_string (json, ref->level->id);
  pf_json_key (json, "code");
  pf_json_string (json, pf_tri_finding_code_to_string (finding->code));
  pf_json_key (json, "severity");
  pf_json_string (json, pf_tri_severity_to_string (finding->severity));
  pf_json_key (json, "message");
  pf_json_string (json, finding->message);
  if (finding->n_blocks > 0)
    {
      pf_json_key (json, "blocks");
      pf_json_begin_array (json);
      for (guint i = 0; i < finding->n_blocks; i++)
        pf_json_uint (json, finding->blocks[i]);
      pf_json_end_array (json);
    }
  if (finding->other != NULL)
    {
      pf_json_key (json, "other");
      pf_json_string (json, finding->other);
    }
  pf_json_end_object (json);
}

int
pf_cli_check (int    argc,
              char **argv)
{
  g_autofree char *pack_id = NULL, *level_id = NULL, *max_states_text = NULL;
  gboolean strict = FALSE, as_json = FALSE;
  guint64 max_states = CHECK_MAX_STATES;
  guint errors = 0, warnings = 0;
  GOptionEntry entries[] = {
    { "pack", 0, 0, G_OPTION_ARG_STRING, &pack_id, "Only the levels of this pack", "ID" },
    { "level", 0, 0, G_OPTION_ARG_STRING, &level_id, "Only this level", "ID" },
    { "strict", 0, 0, G_OPTION_ARG_NONE, &strict, "Fail on warnings too", NULL },
    { "max-states", 0, 0, G_OPTION_ARG_STRING, &max_states_text,
      "State budget of each level (default 2000000); a level over it is too-large", "N" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &as_json, "Print JSON", NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("FILE.xml");
  g_autoptr(PfProject) project = NULL;
  g_autoptr(GArray) refs = NULL;
  g_autoptr(PfJson) json = pf_json_new ();
  PfTriMeasureOptions options;
  int status;

  g_option_context_set_summary (context, "Report the findings of triangle levels: no key, no "
                                "goal, unsolvable, too large, redundant blocks, same puzzles, "
                                "trivial. Exits 4 when there is an error finding (with "
                                "--strict, any finding).");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!pf_cli_parse (context, &argc, &argv, 1))
    return PF_EXIT_USAGE;
  if ((status = pf_cli_parse_uint (context, "--max-states", max_states_text, 1, G_MAXINT64,
                                   &max_states)) != 0)
    return status;

  project = pf_cli_load_project (argv[1]);
  if (project == NULL)
    return PF_EXIT_INVALID;
  refs = pf_cli_select_levels (project, pack_id, level_id);
  if (refs == NULL)
    return PF_EXIT_INVALID;

  pf_tri_measure_options_init (&options);
  options.max_states = max_states;
  options.n_threads = 0;
  options.explain = TRUE;

  pf_json_begin_object (json);
  pf_json_key (json, "findings");
  pf_json_begin_array (json);
  for (guint i = 0; i < refs->len; i++)
    {
      const PfCliLevelRef *ref = &g_array_index (refs, PfCliLevelRef, i);
      g_auto(PfTriMeasure) measure = { 0 };
      g_autoptr(GPtrArray) findings = NULL;
      g_autoptr(GError) error = NULL;

      /* Over the budget is a finding (too-large), not a failure. */
      if (!pf_tri_measure_level (ref->level, &options, NULL, NULL, NULL, &measure, &error) &&
          !measure.over_budget)
        return pf_cli_fail ("level %s/%s: %s", ref->pack->id, ref->level->id, error->message);

      findings = pf_tri_level_findings (ref->level, ref->pack, &measure);
      errors += pf_tri_findings_count (findings, PF_TRI_SEVERITY_ERROR);
      warnings += pf_tri_findings_count (findings, PF_TRI_SEVERITY_WARNING);
      for (guint k = 0; k < findings->len; k++)
        {
          const PfTriFinding *finding = g_ptr_array_index (findings, k);

          if (as_json)
            write_finding (json, ref, finding);
          else
            printf ("%s/%s: %s: %s: %s\n", ref->pack->id, ref->level->id,
                    pf_tri_severity_to_string (finding->severity),
                    pf_tri_finding_code_to_string (finding->code), finding->message);
        }
    }
  pf_json_end_array (json);
  pf_json_end_object (json);

  if (as_json)
    pf_cli_print_json (pf_json_steal (g_steal_pointer (&json)));
  if (errors > 0 || (strict && warnings > 0))
    return PF_EXIT_FINDINGS;
  return PF_EXIT_OK;
}

/* pf-studio-pack-playtests-cell.c: the pack page's playtests column: how many testers solved
 * a level, their medians, and whether they found it harder or easier than computed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-pack-page"

#include <glib/gi18n.h>

#include "pf-studio-count.h"
#include "pf-studio-pack-playtests-cell.h"

static const char *feel_classes[] = { "warning", "accent" };

/* Auxiliary methods */

/* The playtests cell's words: "2 of 3 solved", and the medians of those who
 * solved it, "41 s · 12 moves". */
static char *
playtests_line (const PfPlaytestSummary *summary)
{
  if (summary->players == 0)
    return g_strdup ("–");
  if (summary->solved == 0)
    return g_strdup_printf (ngettext ("%u player, not solved", "%u players, none solved",
                                      summary->players), summary->players);
  /* TRANSLATORS: how many testers solved a level of how many who played it */
  return g_strdup_printf (ngettext ("%u of %u solved", "%u of %u solved", summary->players),
                          summary->solved, summary->players);
}

static char *
playtests_medians (const PfPlaytestSummary *summary)
{
  g_autofree char *moves = NULL;
  g_autofree char *seconds = NULL;

  if (summary->solved == 0)
    return g_strdup ("");
  moves = g_strdup_printf ("%g", summary->median_moves);
  seconds = pf_studio_format_seconds (summary->median_seconds);
  /* TRANSLATORS: the median time ("11.2 s") and moves of the testers who solved a
   * level; the moves may be a half ("2.5") */
  return g_strdup_printf (ngettext ("%s · %s move", "%s · %s moves",
                                    summary->median_moves == 1.0 ? 1 : 2),
                          seconds, moves);
}

static const char *
feel_text (PfPlaytestFeel feel)
{
  switch (feel)
    {
    case PF_PLAYTEST_FEEL_HARDER:
      return _("Testers found it much harder than its computed difficulty says");
    case PF_PLAYTEST_FEEL_EASIER:
      return _("Testers found it much easier than its computed difficulty says");
    case PF_PLAYTEST_FEEL_AS_COMPUTED:
    case PF_PLAYTEST_FEEL_UNKNOWN:
    default:
      return NULL;
    }
}

/* Public API */

/* Two lines, the players and the medians, and a mark beside them when
 * testers found the level much harder or easier than computed. */
GtkWidget *
pf_studio_pack_playtests_cell_new (void)
{
  GtkWidget *cell = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *lines = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *line = gtk_label_new (NULL);
  GtkWidget *medians = gtk_label_new (NULL);
  GtkWidget *mark = gtk_label_new (NULL);

  gtk_widget_set_valign (lines, GTK_ALIGN_CENTER);
  gtk_label_set_xalign (GTK_LABEL (line), 0);
  gtk_label_set_xalign (GTK_LABEL (medians), 0);
  gtk_widget_add_css_class (medians, "caption");
  gtk_widget_add_css_class (medians, "dim-label");
  gtk_widget_add_css_class (medians, "numeric");
  gtk_box_append (GTK_BOX (lines), line);
  gtk_box_append (GTK_BOX (lines), medians);
  gtk_widget_set_valign (mark, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (mark, "caption-heading");
  gtk_box_append (GTK_BOX (cell), lines);
  gtk_box_append (GTK_BOX (cell), mark);
  return cell;
}

void
pf_studio_pack_playtests_cell_bind (GtkWidget       *cell,
                                    PfStudioPackRow *row)
{
  const PfPlaytestSummary *summary = pf_studio_pack_row_get_playtests (row);
  PfPlaytestFeel feel = pf_studio_pack_row_get_feel (row);
  GtkWidget *lines = gtk_widget_get_first_child (cell);
  GtkWidget *mark = gtk_widget_get_last_child (cell);
  g_autofree char *line = playtests_line (summary);
  g_autofree char *medians = playtests_medians (summary);

  gtk_label_set_text (GTK_LABEL (gtk_widget_get_first_child (lines)), line);
  gtk_label_set_text (GTK_LABEL (gtk_widget_get_last_child (lines)), medians);
  gtk_widget_set_visible (gtk_widget_get_last_child (lines), medians[0] != '\0');
  for (guint i = 0; i < G_N_ELEMENTS (feel_classes); i++)
    gtk_widget_remove_css_class (mark, feel_classes[i]);
  if (feel == PF_PLAYTEST_FEEL_HARDER || feel == PF_PLAYTEST_FEEL_EASIER)
    {
      /* TRANSLATORS: marks of a level testers found much harder or easier than computed */
      gtk_label_set_text (GTK_LABEL (mark), feel == PF_PLAYTEST_FEEL_HARDER ? _("▲ Harder")
                                                                          : _("▼ Easier"));
      gtk_widget_add_css_class (mark, feel == PF_PLAYTEST_FEEL_HARDER ? "warning" : "accent");
    }
  gtk_widget_set_visible (mark, feel == PF_PLAYTEST_FEEL_HARDER || feel == PF_PLAYTEST_FEEL_EASIER);
}

char *
pf_studio_pack_playtests_tooltip (PfStudioPackRow *row)
{
  const PfPlaytestSummary *summary = pf_studio_pack_row_get_playtests (row);
  const char *feel = feel_text (pf_studio_pack_row_get_feel (row));
  g_autofree char *line = NULL;
  g_autofree char *medians = NULL;

  if (summary->players == 0)
    return g_strdup (_("Nobody has played this level in its web page yet"));
  line = playtests_line (summary);
  medians = playtests_medians (summary);
  return g_strdup_printf ("%s%s%s%s%s", line, medians[0] != '\0' ? _(", median ") : "", medians,
                          feel != NULL ? "\n" : "", feel != NULL ? feel : "");
}

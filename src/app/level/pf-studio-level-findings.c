/* pf-studio-level-findings.c: a level's explain figures and findings, in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the side panel says about why a level is as hard as it is (SPEC
 * §2.6) and what is wrong with it (SPEC §2.9). The findings come from the
 * core's pf_tri_level_findings(); this file only words and lists them.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-level-page"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "pf-studio-level-findings.h"
#include "pf-studio-count.h"

/* Auxiliary methods */

static void
clear_list (GtkListBox *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, child);
}

static GtkWidget *
finding_row (const PfTriFinding *finding)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *icon = gtk_image_new_from_icon_name (finding->severity == PF_TRI_SEVERITY_ERROR
                                                    ? "dialog-error-symbolic"
                                                    : "dialog-warning-symbolic");
  GtkWidget *label = gtk_label_new (finding->message);

  gtk_widget_add_css_class (icon, finding->severity == PF_TRI_SEVERITY_ERROR ? "error"
                                                                             : "warning");
  gtk_widget_set_valign (icon, GTK_ALIGN_START);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_set_margin_start (box, 10);
  gtk_widget_set_margin_end (box, 10);
  gtk_widget_set_margin_top (box, 8);
  gtk_widget_set_margin_bottom (box, 8);
  gtk_box_append (GTK_BOX (box), icon);
  gtk_box_append (GTK_BOX (box), label);
  /* A block that can go, taken away in one click: the window's own edit,
   * undone as any other. */
  if (finding->code == PF_TRI_FINDING_REDUNDANT_BLOCK && finding->n_blocks == 1)
    {
      GtkWidget *remove = gtk_button_new_from_icon_name ("list-remove-symbolic");
      g_autofree char *tip = g_strdup_printf (_("Take block %u away"), finding->blocks[0]);

      gtk_widget_add_css_class (remove, "flat");
      gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (remove, tip);
      gtk_accessible_update_property (GTK_ACCESSIBLE (remove),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, tip, -1);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (remove), "win.delete-block");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (remove), "u", finding->blocks[0]);
      gtk_box_append (GTK_BOX (box), remove);
    }
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  if (finding->n_blocks > 0)
    g_object_set_data (G_OBJECT (row), "pf-studio-finding-block",
                       GUINT_TO_POINTER (finding->blocks[0] + 1));
  gtk_widget_set_tooltip_text (row, pf_tri_finding_code_to_string (finding->code));
  return row;
}

/* Public API */

char *
pf_studio_level_describe_solutions (const PfTriExplanation *explanation,
                                    gboolean                brief)
{
  g_autofree char *count = NULL;

  if (explanation == NULL)
    return g_strdup ("—");
  if (explanation->solutions == 1)
    /* TRANSLATORS: "Unique" alone where the row already says "Solutions" */
    return g_strdup (brief ? C_("solutions", "Unique") : _("Unique: one optimal solution"));
  count = pf_studio_format_count ((gint64) explanation->solutions);
  if (explanation->solutions_capped)
    /* TRANSLATORS: %s is a count, 1000000; "1000000+" where the row says "Solutions" */
    return g_strdup_printf (brief ? _("%s+") : _("More than %s optimal solutions"), count);
  if (brief)
    return g_steal_pointer (&count);
  /* TRANSLATORS: %s is a count of solutions */
  return g_strdup_printf (ngettext ("%s optimal solution", "%s optimal solutions",
                                    (gulong) MIN (explanation->solutions, G_MAXULONG)),
                          count);
}

char *
pf_studio_level_describe_blocks (const PfTriExplanation *explanation,
                                 gboolean                brief)
{
  guint n;

  if (explanation == NULL)
    return g_strdup ("—");
  n = explanation->redundant_blocks != NULL ? explanation->redundant_blocks->len : 0;
  if (n == 0)
    /* TRANSLATORS: "Minimal" alone where the row already says "Blocks" */
    return g_strdup (brief ? C_("blocks", "Minimal") : _("Minimal: every block matters"));
  if (brief)
    /* TRANSLATORS: %u blocks of the level do not matter */
    return g_strdup_printf (ngettext ("%u can go", "%u can go", n), n);
  return g_strdup_printf (ngettext ("%u block does not matter", "%u blocks do not matter", n), n);
}

gboolean
pf_studio_level_block_is_redundant (const PfTriExplanation *explanation,
                                    guint                   block)
{
  if (explanation == NULL || explanation->redundant_blocks == NULL)
    return FALSE;
  for (guint i = 0; i < explanation->redundant_blocks->len; i++)
    if (g_array_index (explanation->redundant_blocks, guint, i) == block)
      return TRUE;
  return FALSE;
}

gboolean
pf_studio_level_step_is_narrow (const PfTriExplanation *explanation,
                                guint                   step)
{
  if (explanation == NULL || explanation->narrow_steps == NULL)
    return FALSE;
  for (guint i = 0; i < explanation->narrow_steps->len; i++)
    if (g_array_index (explanation->narrow_steps, guint, i) == step)
      return TRUE;
  return FALSE;
}

int
pf_studio_level_finding_row_get_block (GtkWidget *row)
{
  gpointer data = g_object_get_data (G_OBJECT (row), "pf-studio-finding-block");

  return data != NULL ? (int) GPOINTER_TO_UINT (data) - 1 : -1;
}

guint
pf_studio_level_show_findings (GtkListBox *list,
                               GtkWidget  *box,
                               GPtrArray  *findings)
{
  guint n = findings != NULL ? findings->len : 0;

  clear_list (list);
  for (guint i = 0; i < n; i++)
    gtk_list_box_append (list, finding_row (g_ptr_array_index (findings, i)));
  gtk_widget_set_visible (box, n > 0);
  return n;
}

/* pf-studio-cut-label.c: a label's whole text in a tooltip, while the label is cut short
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "pf-studio-cut-label.h"

#define CUT_LABEL_KEY "pf-studio-cut-label"

gboolean
pf_studio_label_is_cut (GtkLabel *label)
{
  g_return_val_if_fail (GTK_IS_LABEL (label), FALSE);

  /* The layout carries the width of the label's last allocation. */
  return gtk_widget_get_mapped (GTK_WIDGET (label)) &&
         pango_layout_is_ellipsized (gtk_label_get_layout (label));
}

const char *
pf_studio_cut_label_get_tooltip (GtkWidget *widget)
{
  GtkLabel *label;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);

  label = g_object_get_data (G_OBJECT (widget), CUT_LABEL_KEY);
  if (label == NULL || !pf_studio_label_is_cut (label))
    return NULL;
  return gtk_label_get_text (label);
}

static gboolean
on_query_tooltip (GtkWidget  *widget,
                  int         x,
                  int         y,
                  gboolean    keyboard,
                  GtkTooltip *tooltip,
                  gpointer    user_data)
{
  const char *text = pf_studio_cut_label_get_tooltip (widget);

  if (text == NULL || *text == '\0')
    return FALSE;
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

void
pf_studio_cut_label_add_tooltip (GtkWidget *widget,
                                 GtkLabel  *label)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (GTK_IS_LABEL (label));

  /* @label is @widget or one of its children, so it lives as long. */
  g_object_set_data (G_OBJECT (widget), CUT_LABEL_KEY, label);
  gtk_widget_set_has_tooltip (widget, TRUE);
  g_signal_connect (widget, "query-tooltip", G_CALLBACK (on_query_tooltip), NULL);
}

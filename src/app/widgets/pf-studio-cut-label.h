/* pf-studio-cut-label.h: a label's whole text in a tooltip, while the label is cut short
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * pf_studio_label_is_cut:
 * @label: a label that may be ellipsized
 *
 * Returns: whether @label, as last laid out, shows less than its whole text
 */
gboolean    pf_studio_label_is_cut          (GtkLabel  *label);

/**
 * pf_studio_cut_label_add_tooltip:
 * @widget: the widget to give the tooltip to: @label or a row holding it
 * @label: an ellipsized label
 *
 * Gives @widget a tooltip of @label's whole text, shown only while the
 * label is cut short: a name that fits is not repeated under the pointer.
 * The text is read when the tooltip is asked for, so rows of a list may
 * rebind @label freely.
 */
void        pf_studio_cut_label_add_tooltip (GtkWidget *widget,
                                             GtkLabel  *label);

/**
 * pf_studio_cut_label_get_tooltip:
 * @widget: a widget given a tooltip by pf_studio_cut_label_add_tooltip()
 *
 * Returns: (nullable): the text its tooltip shows now; %NULL while the
 *   label is whole, and for any other widget
 */
const char *pf_studio_cut_label_get_tooltip (GtkWidget *widget);

G_END_DECLS

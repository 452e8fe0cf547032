/* pf-studio-generator-window-settings.c: the settings of the generator windows, the seed
 * among them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each setting is a row of one preferences group, and insensitive while a
 * run goes on, since a run takes its settings when it starts.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-generate"

#include <glib/gi18n.h>

#include "pf-studio-generator-window-private.h"

/* Public API */

GtkWidget *
pf_studio_generator_window_add_setting (PfStudioGeneratorWindow *self,
                                        const char              *title,
                                        const char              *subtitle,
                                        GtkWidget               *widget)
{
  PfStudioGeneratorWindowPrivate *priv = pf_studio_generator_window_get_private (self);
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_valign (widget, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), widget);
  adw_preferences_group_add (priv->settings, row);
  g_ptr_array_add (priv->setting_widgets, widget);
  return widget;
}

GtkSpinButton *
pf_studio_generator_window_add_spin (PfStudioGeneratorWindow *self,
                                     const char              *title,
                                     const char              *subtitle,
                                     double                   low,
                                     double                   high,
                                     double                   value)
{
  GtkWidget *button = gtk_spin_button_new_with_range (low, high, 1);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (button), value);
  return GTK_SPIN_BUTTON (pf_studio_generator_window_add_setting (self, title, subtitle, button));
}

void
pf_studio_generator_window_add_seed (PfStudioGeneratorWindow *self)
{
  PfStudioGeneratorWindowPrivate *priv = pf_studio_generator_window_get_private (self);
  PfStudioGeneratorWindowClass *klass = PF_STUDIO_GENERATOR_WINDOW_GET_CLASS (self);
  g_autofree char *action = g_strconcat (klass->action_prefix, ".new-seed", NULL);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *button = gtk_button_new_with_mnemonic (_("_New Seed"));

  g_return_if_fail (PF_STUDIO_IS_GENERATOR_WINDOW (self));
  g_return_if_fail (priv->seed_spin == NULL);

  priv->seed_spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0, G_MAXUINT32, 1));
  gtk_editable_set_width_chars (GTK_EDITABLE (priv->seed_spin), 10);
  gtk_spin_button_set_value (priv->seed_spin, g_random_int ());
  gtk_accessible_update_property (GTK_ACCESSIBLE (priv->seed_spin),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Seed"), -1);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_widget_set_tooltip_text (button, _("Another seed, for another run (Ctrl+R)"));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (priv->seed_spin));
  gtk_box_append (GTK_BOX (box), button);
  pf_studio_generator_window_add_setting (self, _("Seed"),
                                          _("The same seed and settings give the same levels"),
                                          box);
}

guint64
pf_studio_generator_window_get_seed (PfStudioGeneratorWindow *self)
{
  PfStudioGeneratorWindowPrivate *priv = pf_studio_generator_window_get_private (self);

  g_return_val_if_fail (PF_STUDIO_IS_GENERATOR_WINDOW (self), 0);
  if (priv->seed_spin == NULL)
    return 1;
  /* What was typed counts, even before the field lost the focus. */
  gtk_spin_button_update (priv->seed_spin);
  return (guint64) gtk_spin_button_get_value (priv->seed_spin);
}

void
pf_studio_generator_window_set_seed (PfStudioGeneratorWindow *self,
                                     guint64                  seed)
{
  PfStudioGeneratorWindowPrivate *priv = pf_studio_generator_window_get_private (self);

  g_return_if_fail (PF_STUDIO_IS_GENERATOR_WINDOW (self));
  if (priv->seed_spin != NULL)
    gtk_spin_button_set_value (priv->seed_spin, (double) MIN (seed, G_MAXUINT32));
}

void
pf_studio_generator_window_new_seed (PfStudioGeneratorWindow *self)
{
  PfStudioGeneratorWindowPrivate *priv = pf_studio_generator_window_get_private (self);
  guint64 old = pf_studio_generator_window_get_seed (self);
  guint32 seed;

  g_return_if_fail (PF_STUDIO_IS_GENERATOR_WINDOW (self));
  if (priv->job != NULL || priv->seed_spin == NULL)
    return;
  do
    seed = g_random_int ();
  while (seed == old);
  gtk_spin_button_set_value (priv->seed_spin, seed);
}

/* pf-studio-preferences.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-preferences"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "pf-studio-preferences.h"
#include "pf-studio-setting-row.h"
#include "pf-studio-settings.h"

typedef struct
{
  const char *key;
  const char *title;
} KeyRow;

static const KeyRow key_rows[] = {
  { "key-move-left", N_("Move left") },
  { "key-move-right", N_("Move right") },
  { "key-soft-drop", N_("Soft drop") },
  { "key-hard-drop", N_("Hard drop") },
  { "key-rotate-cw", N_("Rotate clockwise") },
  { "key-rotate-ccw", N_("Rotate counter-clockwise") },
  { "key-hold", N_("Hold") },
  { "key-rotate-structure-cw", N_("Rotate the shell structure clockwise") },
  { "key-rotate-structure-ccw", N_("Rotate the shell structure counter-clockwise") },
  { "key-special", N_("Use a special on your own field") },
  { "key-special-opponent", N_("Use a special on the opponent") },
};

static char *
key_label (const char *name)
{
  guint keyval = gdk_keyval_from_name (name);

  if (keyval == GDK_KEY_VoidSymbol || keyval == 0)
    return g_strdup (name);
  return gtk_accelerator_get_label (keyval, 0);
}

static void
update_button (GtkButton  *button,
               GSettings  *settings,
               const char *key)
{
  g_autofree char *name = g_settings_get_string (settings, key);
  g_autofree char *label = key_label (name);

  gtk_button_set_label (button, label);
}

static void
on_setting_changed (GSettings  *settings,
                    const char *key,
                    GtkButton  *button)
{
  if (g_strcmp0 (key, g_object_get_data (G_OBJECT (button), "pf-key")) == 0)
    update_button (button, settings, key);
}

/* A button that waits for the next key press is "listening". */
static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                GtkButton             *button)
{
  GSettings *settings = pf_studio_settings_get ();
  const char *key = g_object_get_data (G_OBJECT (button), "pf-key");

  if (!GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "pf-listening")))
    return FALSE;

  g_object_set_data (G_OBJECT (button), "pf-listening", GINT_TO_POINTER (FALSE));
  gtk_widget_remove_css_class (GTK_WIDGET (button), "suggested-action");
  if (keyval != GDK_KEY_Escape && settings != NULL)
    g_settings_set_string (settings, key, gdk_keyval_name (gdk_keyval_to_lower (keyval)));
  if (settings != NULL)
    update_button (button, settings, key);
  return TRUE;
}

static void
on_key_button_clicked (GtkButton *button)
{
  g_object_set_data (G_OBJECT (button), "pf-listening", GINT_TO_POINTER (TRUE));
  gtk_widget_add_css_class (GTK_WIDGET (button), "suggested-action");
  gtk_button_set_label (button, _("Press a key…"));
}

static void
on_reset_keys (GtkButton *button)
{
  GSettings *settings = pf_studio_settings_get ();

  for (guint i = 0; settings != NULL && i < G_N_ELEMENTS (key_rows); i++)
    g_settings_reset (settings, key_rows[i].key);
}

static AdwPreferencesGroup *
timing_group (GSettings *settings)
{
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  const struct { const char *key; const char *title; const char *subtitle; } timings[] = {
    { "das-ms", N_("Delayed auto shift"), N_("Milliseconds before a held key repeats") },
    { "arr-ms", N_("Auto repeat rate"), N_("Milliseconds between repeats") },
  };

  adw_preferences_group_set_title (group, _("Playtest Timing"));
  /* The project keeps its own timing (SPEC §6); set here, the player's own
   * wins over it, on this computer only. */
  adw_preferences_group_set_description (group, _("Yours, on this computer: once set here, "
                                                  "they are used over a project's own"));
  for (guint i = 0; i < G_N_ELEMENTS (timings); i++)
    {
      GtkWidget *spin = gtk_spin_button_new_with_range (0, 1000, 1);
      GtkWidget *row = pf_studio_setting_row_new (_(timings[i].title), _(timings[i].subtitle),
                                                  spin);

      if (settings != NULL)
        g_settings_bind (settings, timings[i].key, spin, "value", G_SETTINGS_BIND_DEFAULT);
      else
        gtk_widget_set_sensitive (spin, FALSE);
      adw_preferences_group_add (group, row);
    }
  return group;
}

static AdwPreferencesGroup *
keys_group (GSettings *settings,
            GtkWidget *window)
{
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  GtkWidget *reset = gtk_button_new_with_mnemonic (_("_Reset"));

  adw_preferences_group_set_title (group, _("Playtest Keys"));
  adw_preferences_group_set_description (group, _("Click a key, then press the new one; "
                                                  "Escape keeps the old key"));
  gtk_widget_add_css_class (reset, "flat");
  gtk_widget_set_sensitive (reset, settings != NULL);
  g_signal_connect (reset, "clicked", G_CALLBACK (on_reset_keys), NULL);
  adw_preferences_group_set_header_suffix (group, reset);

  for (guint i = 0; i < G_N_ELEMENTS (key_rows); i++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *button = gtk_button_new ();
      GtkEventController *keys = gtk_event_controller_key_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(key_rows[i].title));
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      gtk_widget_set_size_request (button, 120, -1);
      g_object_set_data (G_OBJECT (button), "pf-key", (gpointer) key_rows[i].key);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);

      if (settings != NULL)
        {
          update_button (GTK_BUTTON (button), settings, key_rows[i].key);
          g_signal_connect_object (settings, "changed", G_CALLBACK (on_setting_changed),
                                   button, 0);
          g_signal_connect (button, "clicked", G_CALLBACK (on_key_button_clicked), NULL);
          gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
          g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), button);
          gtk_widget_add_controller (window, keys);
        }
      else
        {
          gtk_button_set_label (GTK_BUTTON (button), "—");
          gtk_widget_set_sensitive (button, FALSE);
          g_object_unref (keys);
        }
      adw_preferences_group_add (group, row);
    }
  return group;
}

void
pf_studio_preferences_present (GtkWindow *parent)
{
  GSettings *settings = pf_studio_settings_get ();
  GtkWidget *window = adw_preferences_window_new ();
  AdwPreferencesPage *page = ADW_PREFERENCES_PAGE (adw_preferences_page_new ());

  gtk_window_set_transient_for (GTK_WINDOW (window), parent);
  gtk_window_set_modal (GTK_WINDOW (window), TRUE);
  adw_preferences_window_set_search_enabled (ADW_PREFERENCES_WINDOW (window), FALSE);
  adw_preferences_page_add (page, timing_group (settings));
  adw_preferences_page_add (page, keys_group (settings, window));
  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (window), page);
  gtk_window_present (GTK_WINDOW (window));
}

/* pf-studio-game-settings.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The dialog edits a copy of the project's <playtest> settings; nothing
 * reaches the project until Save to Project, which replaces the whole item
 * as one undo step. The starting field and DAS/ARR are left as they are:
 * the field editor and the preferences own them.
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "pf-playtest-settings.h"
#include "pf-studio-game-settings.h"
#include "pf-studio-seed-spin.h"
#include "pf-studio-setting-row.h"
#include "pf-studio-spin-wheel.h"

#define MAX_SPECIALS_SETTING 100

struct _PfStudioGameSettings
{
  AdwWindow           parent_instance;

  PfDocument         *document;
  PfPlaytestSettings *settings;    /* the copy being edited */

  GtkSpinButton      *seed_spin;
  AdwComboRow        *method_row;
  GtkSpinButton      *lines_spin;
  GtkSpinButton      *award_spin;
  GtkSpinButton      *capacity_spin;
  GtkSpinButton      *frequency_spins[PF_N_SPECIALS];
  AdwActionRow       *sum_row;
  GtkWidget          *save_button;
};

G_DEFINE_FINAL_TYPE (PfStudioGameSettings, pf_studio_game_settings, ADW_TYPE_WINDOW)

enum {
  SAVED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The specials in PF_SPECIAL_LETTERS order, as the classic clients name them */
static const char *const special_names[PF_N_SPECIALS] = {
  N_("Add line"), N_("Clear line"), N_("Nuke field"), N_("Random clear"), N_("Switch fields"),
  N_("Clear specials"), N_("Block gravity"), N_("Blockquake"), N_("Block bomb"),
};

/* Auxiliary methods */

static guint
frequency_sum (PfStudioGameSettings *self)
{
  guint sum = 0;

  for (guint i = 0; i < PF_N_SPECIALS; i++)
    sum += self->settings->frequencies[i];
  return sum;
}

/* The sum row says whether the frequencies can be saved, and Save follows it. */
static void
update_sum (PfStudioGameSettings *self)
{
  guint sum = frequency_sum (self);
  g_autofree char *title = g_strdup_printf (_("Sum: %u %%"), sum);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->sum_row), title);
  if (sum == 100)
    {
      adw_action_row_set_subtitle (self->sum_row, _("Every special that is drawn is one of these"));
      gtk_widget_remove_css_class (GTK_WIDGET (self->sum_row), "error");
    }
  else
    {
      g_autofree char *subtitle = g_strdup_printf (sum < 100
                                                   ? _("%u %% short of 100: the frequencies "
                                                       "must make 100 to be saved")
                                                   : _("%u %% over 100: the frequencies "
                                                       "must make 100 to be saved"),
                                                   sum < 100 ? 100 - sum : sum - 100);

      adw_action_row_set_subtitle (self->sum_row, subtitle);
      gtk_widget_add_css_class (GTK_WIDGET (self->sum_row), "error");
    }
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "settings.save", sum == 100);
}

static GtkSpinButton *
add_spin_row (AdwPreferencesGroup *group,
              const char          *title,
              const char          *subtitle,
              double               lower,
              double               upper,
              double               value)
{
  GtkWidget *spin = gtk_spin_button_new_with_range (lower, upper, 1);
  GtkWidget *row = pf_studio_setting_row_new (title, subtitle, spin);

  gtk_spin_button_set_digits (GTK_SPIN_BUTTON (spin), 0);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                  -1);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  /* The wheel scrolls the page, not the setting under it. */
  pf_studio_wheel_scrolls_panel (spin);
  adw_preferences_group_add (group, row);
  return GTK_SPIN_BUTTON (spin);
}

/* Callbacks */

static void
on_value_changed (PfStudioGameSettings *self)
{
  PfPlaytestSettings *s = self->settings;

  s->seed = pf_studio_seed_spin_get_seed (self->seed_spin);
  s->method = adw_combo_row_get_selected (self->method_row) == 1 ? PF_SPECIALS_ITETRINET
                                                                  : PF_SPECIALS_GTETRINET;
  s->lines_per_special = (guint) gtk_spin_button_get_value_as_int (self->lines_spin);
  s->specials_per_award = (guint) gtk_spin_button_get_value_as_int (self->award_spin);
  s->inventory_capacity = (guint) gtk_spin_button_get_value_as_int (self->capacity_spin);
  for (guint i = 0; i < PF_N_SPECIALS; i++)
    s->frequencies[i] = (guint) gtk_spin_button_get_value_as_int (self->frequency_spins[i]);
  update_sum (self);
}

/* Actions */

static void
new_seed_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  PfStudioGameSettings *self = PF_STUDIO_GAME_SETTINGS (widget);

  pf_studio_seed_spin_set_seed (self->seed_spin, g_random_int ());
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PfStudioGameSettings *self = PF_STUDIO_GAME_SETTINGS (widget);
  PfProject *project = pf_document_get_project (self->document);
  const PfPlaytestSettings *held = project != NULL ? pf_project_get_playtest (project) : NULL;
  PfPlaytestSettings *saved;

  if (project == NULL || frequency_sum (self) != 100)
    return;
  /* The project's own field and timing stay: this dialog shows neither. */
  saved = held != NULL ? pf_playtest_settings_copy (held) : pf_playtest_settings_new ();
  saved->seed = self->settings->seed;
  saved->method = self->settings->method;
  saved->lines_per_special = self->settings->lines_per_special;
  saved->specials_per_award = self->settings->specials_per_award;
  saved->inventory_capacity = self->settings->inventory_capacity;
  memcpy (saved->frequencies, self->settings->frequencies, sizeof saved->frequencies);
  pf_document_replace_item (self->document, "playtest:", saved);
  g_signal_emit (self, signals[SAVED], 0);
  gtk_window_destroy (GTK_WINDOW (self));
}

/* Building the dialog */

static GtkWidget *
build_game_group (PfStudioGameSettings *self)
{
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  GtkWidget *new_seed = gtk_button_new_from_icon_name ("media-playlist-shuffle-symbolic");
  GtkWidget *rotation = adw_action_row_new ();
  GtkWidget *srs = gtk_label_new ("SRS");
  GtkWidget *seed_row;

  adw_preferences_group_set_title (group, _("Game"));
  self->seed_spin = add_spin_row (group, _("Seed"), _("The same seed deals the same pieces"),
                                  0, 0, 0);
  pf_studio_seed_spin_setup (self->seed_spin);
  pf_studio_seed_spin_set_seed (self->seed_spin, self->settings->seed);
  /* Room for every digit of a 64-bit seed. */
  gtk_editable_set_width_chars (GTK_EDITABLE (self->seed_spin), 20);
  seed_row = gtk_widget_get_ancestor (GTK_WIDGET (self->seed_spin), ADW_TYPE_ACTION_ROW);
  gtk_widget_set_valign (new_seed, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (new_seed, _("Another seed (Ctrl+R)"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (new_seed), "settings.new-seed");
  adw_action_row_add_suffix (ADW_ACTION_ROW (seed_row), new_seed);

  /* The core has one rotation system, the guideline's; the row says which. */
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (rotation), _("Rotation System"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (rotation),
                               _("The guideline's rotation with wall kicks"));
  gtk_widget_add_css_class (srs, "dim-label");
  adw_action_row_add_suffix (ADW_ACTION_ROW (rotation), srs);
  adw_preferences_group_add (group, rotation);
  return GTK_WIDGET (group);
}

static GtkWidget *
build_specials_group (PfStudioGameSettings *self)
{
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  const char *methods[] = { "gtetrinet", "itetrinet", NULL };
  g_autoptr(GtkStringList) list = gtk_string_list_new (methods);
  const PfPlaytestSettings *s = self->settings;

  adw_preferences_group_set_title (group, _("TetriNET Specials"));
  self->method_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->method_row), _("Placement"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->method_row),
                               _("How a cleared line's specials find their cells: gtetrinet "
                                 "counts again for each, itetrinet counts once"));
  adw_combo_row_set_model (self->method_row, G_LIST_MODEL (list));
  adw_combo_row_set_selected (self->method_row, s->method == PF_SPECIALS_ITETRINET ? 1 : 0);
  adw_preferences_group_add (group, GTK_WIDGET (self->method_row));

  self->lines_spin = add_spin_row (group, _("Lines per Special"),
                                   _("Lines to clear for each award"), 1, MAX_SPECIALS_SETTING,
                                   s->lines_per_special);
  self->award_spin = add_spin_row (group, _("Specials per Award"),
                                   _("Specials put on the field each time"), 1,
                                   MAX_SPECIALS_SETTING, s->specials_per_award);
  self->capacity_spin = add_spin_row (group, _("Inventory"),
                                      _("Specials a player can hold"), 1, MAX_SPECIALS_SETTING,
                                      s->inventory_capacity);
  return GTK_WIDGET (group);
}

static GtkWidget *
build_frequencies_group (PfStudioGameSettings *self)
{
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());

  adw_preferences_group_set_title (group, _("Frequencies"));
  adw_preferences_group_set_description (group, _("Percent of the specials drawn; together "
                                                  "they make 100"));
  for (guint i = 0; i < PF_N_SPECIALS; i++)
    {
      g_autofree char *letter = g_strdup_printf ("%c", PF_SPECIAL_LETTERS[i]);

      self->frequency_spins[i] = add_spin_row (group, _(special_names[i]), letter, 0, 100,
                                               self->settings->frequencies[i]);
    }
  self->sum_row = ADW_ACTION_ROW (adw_action_row_new ());
  adw_preferences_group_add (group, GTK_WIDGET (self->sum_row));
  return GTK_WIDGET (group);
}

static void
build_ui (PfStudioGameSettings *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *cancel = gtk_button_new_with_mnemonic (_("_Cancel"));
  GtkWidget *page = adw_preferences_page_new ();

  self->save_button = gtk_button_new_with_mnemonic (_("_Save to Project"));
  gtk_widget_add_css_class (self->save_button, "suggested-action");
  gtk_widget_set_tooltip_text (self->save_button, _("Put these settings into the project, as "
                                                    "one edit (Ctrl+S)"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->save_button), "settings.save");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (cancel), "window.close");
  adw_header_bar_set_show_end_title_buttons (ADW_HEADER_BAR (header), FALSE);
  adw_header_bar_set_show_start_title_buttons (ADW_HEADER_BAR (header), FALSE);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), cancel);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), self->save_button);
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header),
                                   adw_window_title_new (_("Game Settings"), NULL));
  gtk_box_append (GTK_BOX (box), header);

  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page),
                            ADW_PREFERENCES_GROUP (build_game_group (self)));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page),
                            ADW_PREFERENCES_GROUP (build_specials_group (self)));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page),
                            ADW_PREFERENCES_GROUP (build_frequencies_group (self)));
  gtk_widget_set_vexpand (page, TRUE);
  gtk_box_append (GTK_BOX (box), page);
  adw_window_set_content (ADW_WINDOW (self), box);

  g_signal_connect_swapped (self->seed_spin, "value-changed", G_CALLBACK (on_value_changed),
                            self);
  g_signal_connect_swapped (self->method_row, "notify::selected", G_CALLBACK (on_value_changed),
                            self);
  g_signal_connect_swapped (self->lines_spin, "value-changed", G_CALLBACK (on_value_changed),
                            self);
  g_signal_connect_swapped (self->award_spin, "value-changed", G_CALLBACK (on_value_changed),
                            self);
  g_signal_connect_swapped (self->capacity_spin, "value-changed", G_CALLBACK (on_value_changed),
                            self);
  for (guint i = 0; i < PF_N_SPECIALS; i++)
    g_signal_connect_swapped (self->frequency_spins[i], "value-changed",
                              G_CALLBACK (on_value_changed), self);
  update_sum (self);
}

/* GObject overrides */

static void
pf_studio_game_settings_finalize (GObject *object)
{
  PfStudioGameSettings *self = PF_STUDIO_GAME_SETTINGS (object);

  g_clear_object (&self->document);
  g_clear_pointer (&self->settings, pf_playtest_settings_free);
  G_OBJECT_CLASS (pf_studio_game_settings_parent_class)->finalize (object);
}

static void
pf_studio_game_settings_class_init (PfStudioGameSettingsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = pf_studio_game_settings_finalize;

  /**
   * PfStudioGameSettings::saved:
   *
   * The settings went into the project.
   */
  signals[SAVED] = g_signal_new ("saved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                 NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_install_action (widget_class, "settings.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "settings.new-seed", NULL, new_seed_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK,
                                       "settings.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, GDK_CONTROL_MASK,
                                       "settings.new-seed", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK,
                                       "window.close", NULL);
}

static void
pf_studio_game_settings_init (PfStudioGameSettings *self)
{
}

/* Public API */

PfStudioGameSettings *
pf_studio_game_settings_new (GtkWindow  *parent,
                             PfDocument *document)
{
  PfStudioGameSettings *self;
  PfProject *project;

  g_return_val_if_fail (GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (PF_IS_DOCUMENT (document), NULL);

  self = g_object_new (PF_STUDIO_TYPE_GAME_SETTINGS,
                       "transient-for", parent,
                       "modal", TRUE,
                       "destroy-with-parent", TRUE,
                       "title", _("Game Settings"),
                       "default-width", 520,
                       "default-height", 640,
                       NULL);
  project = pf_document_get_project (document);
  self->document = g_object_ref (document);
  self->settings = project != NULL && pf_project_get_playtest (project) != NULL
                   ? pf_playtest_settings_copy (pf_project_get_playtest (project))
                   : pf_playtest_settings_new ();
  build_ui (self);
  gtk_window_present (GTK_WINDOW (self));
  return self;
}

const PfPlaytestSettings *
pf_studio_game_settings_get_settings (PfStudioGameSettings *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_GAME_SETTINGS (self), NULL);
  return self->settings;
}

void
pf_studio_game_settings_set_frequency (PfStudioGameSettings *self,
                                       char                  letter,
                                       guint                 percent)
{
  const char *found;

  g_return_if_fail (PF_STUDIO_IS_GAME_SETTINGS (self));
  found = letter != '\0' ? strchr (PF_SPECIAL_LETTERS, letter) : NULL;
  g_return_if_fail (found != NULL);
  gtk_spin_button_set_value (self->frequency_spins[found - PF_SPECIAL_LETTERS], percent);
}

/* pf-studio-playtest-window.c: the playtest window: its modes, actions and project
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window owns a #PfGame (a #PfShellGame in the shell mode), started
 * afresh by pf_studio_playtest_window_new_game(); pf-studio-playtest-play.c
 * drives it with keys and the frame clock. The starting fields (one per
 * well) and the opponent's field are copies: only "Save to Project" writes
 * to the project.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-playtest-window"

#include <glib/gi18n.h>

#include "pf-playtest-field.h"
#include "pf-studio-game-settings.h"
#include "pf-studio-playtest-window-private.h"
#include "pf-studio-settings.h"
#include "pf-studio-side-window.h"
#include "pf-tetrinet-field.h"

#define WINDOW_KEY "pf-studio-playtest-window"

G_DEFINE_FINAL_TYPE (PfStudioPlaytestWindow, pf_studio_playtest_window, ADW_TYPE_WINDOW)

enum
{
  PROP_0,
  PROP_PAUSED,
  PROP_EDITING,
  PROP_WELL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Auxiliary methods */

static void
show_error (PfStudioPlaytestWindow *self,
            const char             *message)
{
  gtk_label_set_text (self->error_label, message ? message : "");
  gtk_revealer_set_reveal_child (self->error_revealer, message != NULL);
}

void
pf_studio_playtest_window_update_actions (PfStudioPlaytestWindow *self)
{
  gboolean over = !pf_studio_playtest_window_playing (self);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "playtest.paused",
                                 !self->editing && (!over || self->paused));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "playtest.restart", !self->editing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "playtest.clear-opponent",
                                 self->well == PF_WELL_TETRINET && !self->shell);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "playtest.save-field",
                                 self->document != NULL && !self->shell);
  /* The shell mode's structure is edited on the layout page. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "playtest.editing", !self->shell);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "playtest.undo-field",
                                 self->editing && pf_studio_field_editor_can_undo (self->editor));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "playtest.redo-field",
                                 self->editing && pf_studio_field_editor_can_redo (self->editor));
}

static void
update_keys_hint (PfStudioPlaytestWindow *self)
{
  g_autofree char *hint = self->shell ? pf_studio_keymap_describe_shell (&self->keymap)
                                       : pf_studio_keymap_describe (&self->keymap,
                                                                    self->well == PF_WELL_TETRINET);

  gtk_label_set_text (self->keys_label, self->editing ? "" : hint);
}

void
pf_studio_playtest_window_new_game (PfStudioPlaytestWindow *self)
{
  g_autoptr(GError) error = NULL;
  PfGameConfig config;

  pf_game_config_init (&config, self->settings);
  config.well = self->well;
  pf_studio_playtest_timing (self->settings, &config.das_ms, &config.arr_ms);

  pf_studio_playtest_window_release_keys (self);
  g_clear_pointer (&self->game, pf_game_free);
  if (self->shell)
    pf_studio_playtest_shell_new_game (self);
  else
    {
      pf_studio_shell_game_view_set_game (self->shell_view, NULL);
      g_clear_pointer (&self->shell_game, pf_shell_game_free);
      self->game = pf_game_new (&config, &self->start[self->well], NULL, &error);
    }
  if (self->game == NULL && error != NULL)
    {
      g_autofree char *message = g_strdup_printf (_("Cannot start the game: %s"),
                                                  error->message);

      show_error (self, message);
    }
  self->opponent = self->opponent_start;
  self->elapsed = 0;
  self->last_frame = 0;
  /* The clock and gravity start with the player's first key. */
  self->waiting = TRUE;
  self->clear_until = 0;
  self->shown_pieces = 0;
  gtk_label_set_text (self->clear_label, "");
  gtk_label_set_text (self->special_label, "");
  if (self->paused)
    {
      self->paused = FALSE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAUSED]);
    }
  pf_studio_playtest_window_sync (self);
}

void
pf_studio_playtest_window_set_paused (PfStudioPlaytestWindow *self,
                                      gboolean                paused)
{
  paused = !!paused;
  if (paused == self->paused)
    return;
  self->paused = paused;
  self->last_frame = 0;
  pf_studio_playtest_window_release_keys (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAUSED]);
  pf_studio_playtest_window_sync (self);
}

void
pf_studio_playtest_window_set_editing (PfStudioPlaytestWindow *self,
                                       gboolean                editing)
{
  editing = !!editing && !self->shell;
  if (editing == self->editing)
    return;
  self->editing = editing;
  pf_studio_field_view_set_editable (self->field_view, editing);
  pf_studio_field_view_set_editable (self->opponent_view, editing);
  gtk_revealer_set_reveal_child (self->editor_revealer, editing);
  /* The editor needs the room; hold, next and the numbers mean nothing there. */
  gtk_widget_set_visible (self->left_column, !editing);
  gtk_widget_set_visible (self->right_column, !editing);
  pf_studio_field_editor_show_message (self->editor, NULL, FALSE);
  pf_studio_playtest_window_release_keys (self);
  update_keys_hint (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EDITING]);
  if (!editing)
    {
      /* Play the field just painted. */
      pf_studio_playtest_window_new_game (self);
      gtk_widget_grab_focus (GTK_WIDGET (self->field_view));
    }
  else
    pf_studio_playtest_window_sync (self);
}

/* Switches to a well, or with @shell to the Rotatris shell game. */
static void
set_well (PfStudioPlaytestWindow *self,
          PfWellKind              well,
          gboolean                shell)
{
  gboolean tetrinet = well == PF_WELL_TETRINET && !shell;

  if (well == self->well && shell == self->shell &&
      (self->game != NULL || self->shell_game != NULL))
    return;
  if (shell)
    pf_studio_playtest_window_set_editing (self, FALSE);
  self->well = well;
  self->shell = shell;
  gtk_widget_set_visible (self->specials_box, tetrinet);
  gtk_widget_set_visible (self->opponent_box, tetrinet);
  gtk_widget_set_visible (GTK_WIDGET (self->field_view), !shell);
  if (!shell && self->document != NULL)
    {
      GFile *file = pf_document_get_file (self->document);
      g_autofree char *name = file ? g_file_get_basename (file) : g_strdup (_("Untitled Project"));

      adw_window_title_set_subtitle (self->window_title, name);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->shell_view), shell);
  pf_studio_field_editor_set_field (self->editor, &self->start[well]);
  update_keys_hint (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WELL]);
  pf_studio_playtest_window_new_game (self);
  /* The game has the keys, not the switcher that chose it: the shell view
   * takes the focus, and the wells' keys reach the window with none. */
  if (!shell || !gtk_widget_grab_focus (GTK_WIDGET (self->shell_view)))
    gtk_window_set_focus (GTK_WINDOW (self), NULL);
}

/* Callbacks */

static void
settings_changed_cb (PfStudioPlaytestWindow *self)
{
  pf_studio_keymap_load (&self->keymap);
  update_keys_hint (self);
}

static void
paint_cb (PfStudioFieldView      *view,
          int                     x,
          int                     y,
          gboolean                erase,
          PfStudioPlaytestWindow *self)
{
  PfField *target = view == self->opponent_view ? &self->opponent_start : &self->start[self->well];

  if (self->editing)
    pf_studio_field_editor_paint (self->editor, target, x, y, erase);
}

static void
paint_begin_cb (PfStudioPlaytestWindow *self)
{
  pf_studio_field_editor_begin_stroke (self->editor);
}

static void
editor_changed_cb (PfStudioPlaytestWindow *self)
{
  pf_studio_playtest_window_sync (self);
}

static void
dark_changed_cb (PfStudioPlaytestWindow *self)
{
  pf_studio_playtest_window_sync (self);
}

/* Actions */

static void
restart_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  pf_studio_playtest_window_new_game (PF_STUDIO_PLAYTEST_WINDOW (widget));
}

static void
dismiss_error_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  show_error (PF_STUDIO_PLAYTEST_WINDOW (widget), NULL);
}

static void
undo_field_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  PfStudioPlaytestWindow *self = PF_STUDIO_PLAYTEST_WINDOW (widget);

  if (!self->editing)
    return;
  if (g_str_equal (action_name, "playtest.undo-field"))
    pf_studio_field_editor_undo (self->editor);
  else
    pf_studio_field_editor_redo (self->editor);
}

static void
clear_opponent_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  PfStudioPlaytestWindow *self = PF_STUDIO_PLAYTEST_WINDOW (widget);

  pf_studio_field_editor_record (self->editor, &self->opponent_start);
  pf_field_init (&self->opponent_start, PF_TETRINET_WIDTH, PF_TETRINET_HEIGHT);
  self->opponent = self->opponent_start;
  pf_studio_playtest_window_sync (self);
}

/* A toast over the well: brief, so the field under it is soon in view. */
static void
show_brief_toast (PfStudioPlaytestWindow *self,
                  const char             *text)
{
  AdwToast *toast = adw_toast_new (text);

  adw_toast_set_timeout (toast, 2);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static void
save_field_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  PfStudioPlaytestWindow *self = PF_STUDIO_PLAYTEST_WINDOW (widget);
  PfProject *project = self->document ? pf_document_get_project (self->document) : NULL;
  PfPlaytestSettings *settings;

  if (project == NULL)
    {
      show_error (self, _("The project is no longer open; the field cannot be saved."));
      return;
    }

  settings = pf_project_get_playtest (project) ? pf_playtest_settings_copy (
                                                   pf_project_get_playtest (project))
                                               : pf_playtest_settings_new ();
  /* The field's format follows the well, so the well is saved with it. */
  settings->well = self->well;
  pf_playtest_settings_store_field (settings, &self->start[self->well]);
  pf_document_replace_item (self->document, "playtest:", settings);
  settings = pf_project_get_playtest (project);

  g_clear_pointer (&self->settings, pf_playtest_settings_free);
  self->settings = pf_playtest_settings_copy (settings);
  show_brief_toast (self, _("Starting field saved to the project"));
}

static void
on_settings_saved (PfStudioPlaytestWindow *self)
{
  PfProject *project = self->document ? pf_document_get_project (self->document) : NULL;

  if (project == NULL || pf_project_get_playtest (project) == NULL)
    return;
  g_clear_pointer (&self->settings, pf_playtest_settings_free);
  self->settings = pf_playtest_settings_copy (pf_project_get_playtest (project));
  /* A new seed deals other pieces: the game starts again with them. */
  pf_studio_playtest_window_new_game (self);
  show_brief_toast (self, _("Game settings saved to the project"));
}

static void
settings_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  PfStudioPlaytestWindow *self = PF_STUDIO_PLAYTEST_WINDOW (widget);
  PfStudioGameSettings *dialog;

  if (self->document == NULL)
    return;
  if (!self->paused)
    g_object_set (self, "paused", TRUE, NULL);
  dialog = pf_studio_game_settings_new (GTK_WINDOW (self), self->document);
  g_signal_connect_object (dialog, "saved", G_CALLBACK (on_settings_saved), self,
                           G_CONNECT_SWAPPED);
}

/* GObject overrides */

static void
pf_studio_playtest_window_get_property (GObject    *object,
                                        guint       prop_id,
                                        GValue     *value,
                                        GParamSpec *pspec)
{
  PfStudioPlaytestWindow *self = PF_STUDIO_PLAYTEST_WINDOW (object);

  switch (prop_id)
    {
    case PROP_PAUSED:
      g_value_set_boolean (value, self->paused);
      break;
    case PROP_EDITING:
      g_value_set_boolean (value, self->editing);
      break;
    case PROP_WELL:
      g_value_set_string (value, self->shell ? "shell"
                                 : self->well == PF_WELL_TETRINET ? "tetrinet" : "guideline");
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pf_studio_playtest_window_set_property (GObject      *object,
                                        guint         prop_id,
                                        const GValue *value,
                                        GParamSpec   *pspec)
{
  PfStudioPlaytestWindow *self = PF_STUDIO_PLAYTEST_WINDOW (object);

  switch (prop_id)
    {
    case PROP_PAUSED:
      pf_studio_playtest_window_set_paused (self, g_value_get_boolean (value));
      break;
    case PROP_EDITING:
      pf_studio_playtest_window_set_editing (self, g_value_get_boolean (value));
      break;
    case PROP_WELL:
      if (g_strcmp0 (g_value_get_string (value), "shell") == 0)
        set_well (self, self->well, TRUE);
      else
        set_well (self, g_strcmp0 (g_value_get_string (value), "tetrinet") == 0
                        ? PF_WELL_TETRINET : PF_WELL_GUIDELINE, FALSE);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pf_studio_playtest_window_dispose (GObject *object)
{
  PfStudioPlaytestWindow *self = PF_STUDIO_PLAYTEST_WINDOW (object);

  if (self->parent != NULL)
    {
      if (g_object_get_data (G_OBJECT (self->parent), WINDOW_KEY) == self)
        g_object_set_data (G_OBJECT (self->parent), WINDOW_KEY, NULL);
      g_object_remove_weak_pointer (G_OBJECT (self->parent), (gpointer *) &self->parent);
      self->parent = NULL;
    }
  g_clear_object (&self->document);
  g_clear_pointer (&self->selected, g_free);
  pf_studio_field_editor_set_field (self->editor, NULL);
  if (self->shell_view != NULL)
    pf_studio_shell_game_view_set_game (self->shell_view, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), PF_STUDIO_TYPE_PLAYTEST_WINDOW);
  G_OBJECT_CLASS (pf_studio_playtest_window_parent_class)->dispose (object);
}

static void
pf_studio_playtest_window_finalize (GObject *object)
{
  PfStudioPlaytestWindow *self = PF_STUDIO_PLAYTEST_WINDOW (object);

  g_clear_pointer (&self->game, pf_game_free);
  g_clear_pointer (&self->shell_game, pf_shell_game_free);
  g_clear_pointer (&self->shell_source, g_free);
  g_clear_pointer (&self->shell_start, g_free);
  g_clear_pointer (&self->settings, pf_playtest_settings_free);
  G_OBJECT_CLASS (pf_studio_playtest_window_parent_class)->finalize (object);
}

static void
pf_studio_playtest_window_class_init (PfStudioPlaytestWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = pf_studio_playtest_window_get_property;
  object_class->set_property = pf_studio_playtest_window_set_property;
  object_class->dispose = pf_studio_playtest_window_dispose;
  object_class->finalize = pf_studio_playtest_window_finalize;

  properties[PROP_PAUSED] =
    g_param_spec_boolean ("paused", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_EDITING] =
    g_param_spec_boolean ("editing", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_WELL] =
    g_param_spec_string ("well", NULL, NULL, "guideline",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (PF_STUDIO_TYPE_FIELD_VIEW);
  g_type_ensure (PF_STUDIO_TYPE_FIELD_EDITOR);
  g_type_ensure (PF_STUDIO_TYPE_SHELL_GAME_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/polyformstudio/PolyformStudio/"
                                               "pf-studio-playtest-window.ui");
#define BIND(name) gtk_widget_class_bind_template_child (widget_class, PfStudioPlaytestWindow, name)
  BIND (window_title);
  BIND (error_revealer);
  BIND (error_label);
  BIND (toast_overlay);
  BIND (field_view);
  BIND (opponent_view);
  BIND (hold_area);
  BIND (next_area);
  BIND (inventory_area);
  BIND (score_label);
  BIND (lines_label);
  BIND (level_label);
  BIND (time_label);
  BIND (clear_label);
  BIND (special_label);
  BIND (keys_label);
  BIND (left_column);
  BIND (right_column);
  BIND (specials_box);
  BIND (opponent_box);
  BIND (pause_box);
  BIND (game_over_box);
  BIND (game_over_title);
  BIND (game_over_label);
  BIND (editor_revealer);
  BIND (editor);
  BIND (shell_view);
  BIND (lines_heading);
  BIND (level_heading);
#undef BIND

  gtk_widget_class_install_property_action (widget_class, "playtest.paused", "paused");
  gtk_widget_class_install_property_action (widget_class, "playtest.editing", "editing");
  gtk_widget_class_install_property_action (widget_class, "playtest.well", "well");
  gtk_widget_class_install_action (widget_class, "playtest.restart", NULL, restart_action);
  gtk_widget_class_install_action (widget_class, "playtest.dismiss-error", NULL,
                                   dismiss_error_action);
  gtk_widget_class_install_action (widget_class, "playtest.clear-opponent", NULL,
                                   clear_opponent_action);
  gtk_widget_class_install_action (widget_class, "playtest.save-field", NULL, save_field_action);
  gtk_widget_class_install_action (widget_class, "playtest.undo-field", NULL, undo_field_action);
  gtk_widget_class_install_action (widget_class, "playtest.redo-field", NULL, undo_field_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK,
                                       "playtest.undo-field", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "playtest.redo-field", NULL);
  gtk_widget_class_install_action (widget_class, "playtest.settings", NULL, settings_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_comma, GDK_CONTROL_MASK,
                                       "playtest.settings", NULL);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK,
                                       "playtest.editing", NULL);
  /* The three games, as the switcher over the well orders them */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_1, GDK_CONTROL_MASK,
                                       "playtest.well", "s", "guideline");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_2, GDK_CONTROL_MASK,
                                       "playtest.well", "s", "tetrinet");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_3, GDK_CONTROL_MASK,
                                       "playtest.well", "s", "shell");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK,
                                       "window.close", NULL);
}

static void
pf_studio_playtest_window_init (PfStudioPlaytestWindow *self)
{
  GSettings *settings = pf_studio_settings_get ();

  gtk_widget_init_template (GTK_WIDGET (self));

  self->well = PF_WELL_GUIDELINE;
  pf_field_init (&self->start[PF_WELL_GUIDELINE], 10, PF_FIELD_MAX_HEIGHT);
  pf_field_init (&self->start[PF_WELL_TETRINET], PF_TETRINET_WIDTH, PF_TETRINET_HEIGHT);
  pf_field_init (&self->opponent_start, PF_TETRINET_WIDTH, PF_TETRINET_HEIGHT);
  self->opponent = self->opponent_start;
  pf_studio_keymap_load (&self->keymap);

  pf_studio_field_view_set_cell_sizes (self->field_view, 14, 30);
  pf_studio_field_view_set_cell_sizes (self->opponent_view, 8, 14);
  pf_studio_field_view_set_field (self->opponent_view, &self->opponent, PF_TETRINET_HEIGHT, 0);
  pf_studio_field_editor_set_field (self->editor, &self->start[self->well]);

  pf_studio_playtest_window_init_hud (self);

  g_signal_connect (self->field_view, "paint", G_CALLBACK (paint_cb), self);
  g_signal_connect (self->opponent_view, "paint", G_CALLBACK (paint_cb), self);
  g_signal_connect_swapped (self->field_view, "paint-begin", G_CALLBACK (paint_begin_cb), self);
  g_signal_connect_swapped (self->opponent_view, "paint-begin", G_CALLBACK (paint_begin_cb),
                            self);
  g_signal_connect_swapped (self->editor, "changed", G_CALLBACK (editor_changed_cb), self);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (dark_changed_cb), self, G_CONNECT_SWAPPED);
  if (settings != NULL)
    g_signal_connect_object (settings, "changed", G_CALLBACK (settings_changed_cb), self,
                             G_CONNECT_SWAPPED);

  pf_studio_playtest_window_init_play (self);
}

static void
load_project (PfStudioPlaytestWindow *self,
              GtkWindow              *parent,
              PfDocument             *document,
              gboolean                shell)
{
  PfProject *project = pf_document_get_project (document);
  PfPlaytestSettings *settings = project ? pf_project_get_playtest (project) : NULL;
  GFile *file = pf_document_get_file (document);
  g_autoptr(GError) error = NULL;
  g_autofree char *name = file ? g_file_get_basename (file) : g_strdup (_("Untitled Project"));

  self->parent = parent;
  g_object_add_weak_pointer (G_OBJECT (parent), (gpointer *) &self->parent);
  self->document = g_object_ref (document);
  adw_window_title_set_subtitle (self->window_title, name);

  self->settings = settings ? pf_playtest_settings_copy (settings) : pf_playtest_settings_new ();
  if (!pf_playtest_settings_load_field (self->settings, PF_WELL_GUIDELINE,
                                        &self->start[PF_WELL_GUIDELINE], &error) ||
      !pf_playtest_settings_load_field (self->settings, PF_WELL_TETRINET,
                                        &self->start[PF_WELL_TETRINET], &error))
    {
      g_autofree char *message =
        g_strdup_printf (_("The project’s starting field cannot be read (line %u): %s"),
                         self->settings->line, error->message);

      show_error (self, message);
    }

  /* There is no game yet, so set_well() starts one. */
  set_well (self, self->settings->well, shell);
}

void
pf_studio_playtest_window_present (GtkWindow  *parent,
                                   PfDocument *document,
                                   const char *selected)
{
  PfStudioPlaytestWindow *self;
  gboolean playing_layout;

  g_return_if_fail (GTK_IS_WINDOW (parent));
  g_return_if_fail (PF_IS_DOCUMENT (document));

  /* From a shell layout's page, the playtest is the shell game on it. */
  playing_layout = pf_item_path_kind (selected, NULL) == PF_ITEM_LAYOUT &&
                   pf_project_locate (pf_document_get_project (document), selected, NULL);
  self = pf_studio_playtest_window_lookup (parent);
  if (self == NULL)
    {
      self = g_object_new (PF_STUDIO_TYPE_PLAYTEST_WINDOW,
                           "transient-for", parent,
                           "application", gtk_window_get_application (parent),
                           NULL);
      pf_studio_side_window_follow (GTK_WINDOW (self));
      g_object_set_data (G_OBJECT (parent), WINDOW_KEY, self);
      self->selected = g_strdup (selected);
      load_project (self, parent, document, playing_layout);
    }
  else
    {
      if (g_strcmp0 (self->selected, selected) != 0)
        {
          g_free (self->selected);
          self->selected = g_strdup (selected);
        }
      /* Playtesting a layout plays it as it is now, in the shell game. */
      if (playing_layout && !self->shell)
        set_well (self, self->well, TRUE);
      else if (playing_layout && !pf_studio_playtest_shell_started_from (self, selected))
        pf_studio_playtest_window_new_game (self);
    }
  gtk_window_present (GTK_WINDOW (self));
}

PfStudioPlaytestWindow *
pf_studio_playtest_window_lookup (GtkWindow *parent)
{
  g_return_val_if_fail (GTK_IS_WINDOW (parent), NULL);
  return g_object_get_data (G_OBJECT (parent), WINDOW_KEY);
}

const PfShellGame *
pf_studio_playtest_window_get_shell_game (PfStudioPlaytestWindow *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_PLAYTEST_WINDOW (self), NULL);
  return self->shell_game;
}

const PfGame *
pf_studio_playtest_window_get_game (PfStudioPlaytestWindow *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_PLAYTEST_WINDOW (self), NULL);
  return self->game;
}

const PfPlayEngine *
pf_studio_playtest_window_get_engine (PfStudioPlaytestWindow *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_PLAYTEST_WINDOW (self), NULL);
  return pf_studio_playtest_window_engine (self);
}

gint64
pf_studio_playtest_window_get_elapsed (PfStudioPlaytestWindow *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_PLAYTEST_WINDOW (self), 0);
  return self->elapsed;
}

GtkWidget *
pf_studio_playtest_window_get_field_view (PfStudioPlaytestWindow *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_PLAYTEST_WINDOW (self), NULL);
  return GTK_WIDGET (self->field_view);
}

GtkWidget *
pf_studio_playtest_window_get_editor (PfStudioPlaytestWindow *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_PLAYTEST_WINDOW (self), NULL);
  return GTK_WIDGET (self->editor);
}

GtkWidget *
pf_studio_playtest_window_get_opponent_view (PfStudioPlaytestWindow *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_PLAYTEST_WINDOW (self), NULL);
  return GTK_WIDGET (self->opponent_view);
}

/* pf-studio-generator-window.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The run is a #PfJob owned by the window: its reports come back to
 * the subclass while the window lives, and closing the window stops it.
 * The window is not modal, so the designer keeps editing meanwhile.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-generate"

#include <string.h>

#include <glib/gi18n.h>

#include "pf-studio-generator-window-private.h"
#include "pf-studio-side-window.h"


G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (PfStudioGeneratorWindow, pf_studio_generator_window,
                                     ADW_TYPE_WINDOW)

enum {
  PROP_0,
  PROP_DOCUMENT,
  PROP_PACK_PATH,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  FINISHED,
  FOUND_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Auxiliary methods */

PfStudioGeneratorWindowPrivate *
pf_studio_generator_window_get_private (PfStudioGeneratorWindow *self)
{
  return pf_studio_generator_window_get_instance_private (self);
}

static void
set_action_enabled (PfStudioGeneratorWindow *self,
                    const char              *name,
                    gboolean                 enabled)
{
  PfStudioGeneratorWindowClass *klass = PF_STUDIO_GENERATOR_WINDOW_GET_CLASS (self);
  g_autofree char *action = g_strconcat (klass->action_prefix, ".", name, NULL);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), action, enabled);
}

static void
set_action_name (PfStudioGeneratorWindow *self,
                 GtkWidget               *button,
                 const char              *name)
{
  PfStudioGeneratorWindowClass *klass = PF_STUDIO_GENERATOR_WINDOW_GET_CLASS (self);
  g_autofree char *action = g_strconcat (klass->action_prefix, ".", name, NULL);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
}

static void
build_ui (PfStudioGeneratorWindow *self)
{
  PfStudioGeneratorWindowPrivate *priv = pf_studio_generator_window_get_instance_private (self);
  GtkWidget *toolbar = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();

  priv->start_button = gtk_button_new_with_mnemonic (_("_Start"));
  priv->stop_button = gtk_button_new_with_mnemonic (_("S_top"));
  gtk_widget_add_css_class (priv->start_button, "suggested-action");
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), priv->start_button);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), priv->stop_button);
  gtk_box_append (GTK_BOX (toolbar), header);

  priv->body = GTK_BOX (gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 18));
  gtk_widget_set_margin_start (GTK_WIDGET (priv->body), 18);
  gtk_widget_set_margin_end (GTK_WIDGET (priv->body), 18);
  gtk_widget_set_margin_top (GTK_WIDGET (priv->body), 12);
  gtk_widget_set_margin_bottom (GTK_WIDGET (priv->body), 18);
  gtk_widget_set_vexpand (GTK_WIDGET (priv->body), TRUE);
  gtk_box_append (GTK_BOX (toolbar), GTK_WIDGET (priv->body));

  priv->settings = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  priv->progress = GTK_PROGRESS_BAR (gtk_progress_bar_new ());
  priv->status_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (priv->status_label, 0);
  gtk_label_set_wrap (priv->status_label, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (priv->status_label), "dim-label");

  priv->accept_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  priv->accept_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (priv->accept_label, 0);
  gtk_label_set_wrap (priv->accept_label, TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (priv->accept_label), TRUE);
  priv->accept_button = gtk_button_new_with_mnemonic (_("_Add to Pack"));
  gtk_widget_add_css_class (priv->accept_button, "suggested-action");
  gtk_box_append (GTK_BOX (priv->accept_box), GTK_WIDGET (priv->accept_label));
  gtk_box_append (GTK_BOX (priv->accept_box), priv->accept_button);

  priv->preview = g_object_ref_sink (PF_STUDIO_LEVEL_PREVIEW (pf_studio_level_preview_new ()));
  priv->previewed = -1;

  adw_window_set_content (ADW_WINDOW (self), toolbar);
}

/* The next place from @from with a level, going by @direction (±1), or -1. */
static int
find_level (PfStudioGeneratorWindow *self,
            int                      from,
            int                      direction)
{
  PfStudioGeneratorWindowClass *klass = PF_STUDIO_GENERATOR_WINDOW_GET_CLASS (self);
  int count = (int) klass->count_levels (self);

  for (int k = from + direction; k >= 0 && k < count; k += direction)
    {
      g_autofree char *title = NULL;

      if (klass->get_level (self, (guint) k, &title) != NULL)
        return k;
    }
  return -1;
}

/* The place Alt+Down or Alt+Up goes to. */
static int
step_from_previewed (PfStudioGeneratorWindow *self,
                     int                      direction)
{
  PfStudioGeneratorWindowPrivate *priv = pf_studio_generator_window_get_instance_private (self);
  int count = (int) PF_STUDIO_GENERATOR_WINDOW_GET_CLASS (self)->count_levels (self);

  if (priv->previewed < 0)
    return find_level (self, direction > 0 ? -1 : count, direction);
  return find_level (self, priv->previewed, direction);
}

/* Callbacks */

static void
on_run_done (gpointer      owner,
             PfJob        *job,
             gpointer      result,
             const GError *error)
{
  PfStudioGeneratorWindow *self = owner;
  PfStudioGeneratorWindowPrivate *priv = pf_studio_generator_window_get_instance_private (self);
  g_autofree char *text = NULL;

  /* The reports the worker queued came before this, in order. */
  g_clear_object (&priv->job);
  text = PF_STUDIO_GENERATOR_WINDOW_GET_CLASS (self)->finish (self, result, error);
  gtk_label_set_text (priv->status_label, text);
  gtk_progress_bar_set_fraction (priv->progress, 1.0);
  pf_studio_generator_window_update (self);
  g_signal_emit (self, signals[FINISHED], 0, error == NULL);
}

static void update_title (PfStudioGeneratorWindow *self);

static void
on_items_changed (PfDocument              *document,
                  guint                    kind,
                  const char              *path,
                  PfStudioGeneratorWindow *self)
{
  PfStudioGeneratorWindowPrivate *priv = pf_studio_generator_window_get_instance_private (self);
  PfStudioGeneratorWindowClass *klass = PF_STUDIO_GENERATOR_WINDOW_GET_CLASS (self);

  if (kind != PF_ITEM_LEVEL && kind != PF_ITEM_PACK)
    return;
  /* The window's own Add to Pack: its levels are handed on by
   * remove_chosen(), not let go of while they are added. */
  if (klass->pack_changed != NULL && !priv->adding)
    klass->pack_changed (self);
  if (kind == PF_ITEM_PACK)
    update_title (self);
  pf_studio_generator_window_update (self);
}

/* The pack as the window names it: its title, and whether it was deleted. */
static char *
dup_pack_name (PfStudioGeneratorWindow *self)
{
  const char *pack_title = pf_studio_generator_window_get_pack_title (self);

  if (pf_studio_generator_window_get_pack (self) != NULL)
    return g_strdup (pack_title);
  /* TRANSLATORS: stands for a pack in a generator window's title, once
   * the pack is deleted from the project */
  return g_strdup_printf (_("%s (deleted)"), pack_title);
}

/* The window's title names the pack, and says when it was deleted. */
static void
update_title (PfStudioGeneratorWindow *self)
{
  PfStudioGeneratorWindowClass *klass = PF_STUDIO_GENERATOR_WINDOW_GET_CLASS (self);
  g_autofree char *pack_name = dup_pack_name (self);
  g_autofree char *title = klass->dup_title (self, pack_name);

  gtk_window_set_title (GTK_WINDOW (self), title);
}

/* With the pack deleted, Add to Pack is off: the label beside it says
 * why, and how to get the pack back, as long as there is something to add. */
static void
update_gone (PfStudioGeneratorWindow *self,
             PfTriPack               *pack)
{
  PfStudioGeneratorWindowPrivate *priv = pf_studio_generator_window_get_instance_private (self);
  gboolean gone = pack == NULL &&
                  PF_STUDIO_GENERATOR_WINDOW_GET_CLASS (self)->count_found (self) > 0;

  if (gone)
    {
      g_autofree char *text = g_strdup_printf (_("“%s” was deleted: undo that in the project "
                                                 "to add these levels"),
                                               pf_studio_generator_window_get_pack_title (self));

      gtk_label_set_text (priv->accept_label, text);
    }
  else if (priv->told_gone)
    gtk_label_set_text (priv->accept_label, "");
  priv->told_gone = gone;
}

/* A level found as the run was stopped takes the figures its preview
 * measured, in the window and into the pack. */
static void
on_preview_changed (PfStudioGeneratorWindow *self,
                    PfTriSession            *session)
{
  PfStudioGeneratorWindowPrivate *priv = pf_studio_generator_window_get_instance_private (self);
  PfStudioGeneratorWindowClass *klass = PF_STUDIO_GENERATOR_WINDOW_GET_CLASS (self);
  PfTriFigures figures;

  if (priv->previewed >= 0 && klass->measured != NULL &&
      pf_tri_session_get_figures (session, &figures))
    klass->measured (self, (guint) priv->previewed, &figures);
}

/* A new title of the pack shows in the window's. */
static void
on_item_changed (PfDocument              *document,
                 const char              *path,
                 PfStudioGeneratorWindow *self)
{
  PfStudioGeneratorWindowPrivate *priv = pf_studio_generator_window_get_instance_private (self);

  if (g_strcmp0 (path, priv->pack_path) == 0)
    update_title (self);
}

static void
start_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  pf_studio_generator_window_start (PF_STUDIO_GENERATOR_WINDOW (widget));
}

static void
stop_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  pf_studio_generator_window_stop (PF_STUDIO_GENERATOR_WINDOW (widget));
}

static void
accept_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  pf_studio_generator_window_accept (PF_STUDIO_GENERATOR_WINDOW (widget));
}

static void
new_seed_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  pf_studio_generator_window_new_seed (PF_STUDIO_GENERATOR_WINDOW (widget));
}

/* Save, undo and redo act on the project this window adds to, as they
 * would in its window: "generate.save" is "win.save" there. */
static void
project_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  GtkWindow *project_window = gtk_window_get_transient_for (GTK_WINDOW (widget));
  g_autofree char *name = g_strconcat ("win", strchr (action_name, '.'), NULL);

  if (project_window != NULL)
    gtk_widget_activate_action (GTK_WIDGET (project_window), name, NULL);
}

/* Ctrl+Q quits the app from here too, through the project window (this one
 * is not one of the application's windows). */
static void
quit_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  GtkWindow *project_window = gtk_window_get_transient_for (GTK_WINDOW (widget));

  if (project_window != NULL)
    gtk_widget_activate_action (GTK_WIDGET (project_window), "app.quit", NULL);
}

static void
preview_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  pf_studio_generator_window_preview (PF_STUDIO_GENERATOR_WINDOW (widget),
                                      (int) MIN (g_variant_get_uint32 (parameter), G_MAXINT));
}

static void
preview_step_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  PfStudioGeneratorWindow *self = PF_STUDIO_GENERATOR_WINDOW (widget);
  int position = step_from_previewed (self, g_str_has_suffix (action_name, "-next") ? 1 : -1);

  if (position >= 0)
    pf_studio_generator_window_preview (self, position);
}

/* On a large screen the window opens larger than the size its class
 * gives it (for a 1024 × 700 screen), so that what is played in it sits
 * beside the list of what was found, not under it. */
static void
size_for_screen (PfStudioGeneratorWindow *self)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  GdkSurface *surface;
  GdkMonitor *monitor;
  GdkRectangle area;
  int width, height;

  if (parent == NULL || (surface = gtk_native_get_surface (GTK_NATIVE (parent))) == NULL)
    return;
  monitor = gdk_display_get_monitor_at_surface (gtk_widget_get_display (GTK_WIDGET (parent)),
                                                surface);
  if (monitor == NULL)
    return;
  gdk_monitor_get_geometry (monitor, &area);
  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  width = MAX (width, MIN (area.width * 3 / 4, 1480));
  height = MAX (height, MIN (area.height * 4 / 5, 900));
  gtk_window_set_default_size (GTK_WINDOW (self), width, height);
}

/* GObject overrides */

static void
pf_studio_generator_window_constructed (GObject *object)
{
  PfStudioGeneratorWindow *self = PF_STUDIO_GENERATOR_WINDOW (object);
  PfStudioGeneratorWindowPrivate *priv = pf_studio_generator_window_get_instance_private (self);

  G_OBJECT_CLASS (pf_studio_generator_window_parent_class)->constructed (object);

  set_action_name (self, priv->start_button, "start");
  set_action_name (self, priv->stop_button, "stop");
  set_action_name (self, priv->accept_button, "accept");
  if (priv->document != NULL)
    {
      g_signal_connect (priv->document, "items-changed", G_CALLBACK (on_items_changed), self);
      g_signal_connect (priv->document, "item-changed", G_CALLBACK (on_item_changed), self);
    }
  update_title (self);
  g_signal_connect_object (pf_studio_level_preview_get_session (priv->preview), "changed",
                           G_CALLBACK (on_preview_changed), self, G_CONNECT_SWAPPED);
  if (gtk_window_get_transient_for (GTK_WINDOW (self)) != NULL)
    pf_studio_side_window_follow (GTK_WINDOW (self));
  size_for_screen (self);
}

/* Closing stops the run and only hides the window: what it found stays
 * listed, chosen or not, for when the designer opens it again, as long as
 * the project window holds this document. */
static gboolean
pf_studio_generator_window_close_request (GtkWindow *window)
{
  PfStudioGeneratorWindow *self = PF_STUDIO_GENERATOR_WINDOW (window);

  pf_studio_generator_window_stop (self);
  if (pf_studio_generator_window_get_pack (self) == NULL)
    return GTK_WINDOW_CLASS (pf_studio_generator_window_parent_class)->close_request (window);
  gtk_widget_set_visible (GTK_WIDGET (window), FALSE);
  return TRUE;
}

static void
pf_studio_generator_window_get_property (GObject    *object,
                                         guint       prop_id,
                                         GValue     *value,
                                         GParamSpec *pspec)
{
  PfStudioGeneratorWindow *self = PF_STUDIO_GENERATOR_WINDOW (object);
  PfStudioGeneratorWindowPrivate *priv = pf_studio_generator_window_get_instance_private (self);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_set_object (value, priv->document);
      break;
    case PROP_PACK_PATH:
      g_value_set_string (value, priv->pack_path);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pf_studio_generator_window_set_property (GObject      *object,
                                         guint         prop_id,
                                         const GValue *value,
                                         GParamSpec   *pspec)
{
  PfStudioGeneratorWindow *self = PF_STUDIO_GENERATOR_WINDOW (object);
  PfStudioGeneratorWindowPrivate *priv = pf_studio_generator_window_get_instance_private (self);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      priv->document = g_value_dup_object (value);
      break;
    case PROP_PACK_PATH:
      priv->pack_path = g_value_dup_string (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pf_studio_generator_window_dispose (GObject *object)
{
  PfStudioGeneratorWindow *self = PF_STUDIO_GENERATOR_WINDOW (object);
  PfStudioGeneratorWindowPrivate *priv = pf_studio_generator_window_get_instance_private (self);

  /* The worker stops, and nothing it still sends reaches the window. */
  pf_job_clear (&priv->job);
  if (priv->document != NULL)
    g_signal_handlers_disconnect_by_data (priv->document, self);
  g_clear_object (&priv->document);
  g_clear_object (&priv->preview);
  G_OBJECT_CLASS (pf_studio_generator_window_parent_class)->dispose (object);
}

static void
pf_studio_generator_window_finalize (GObject *object)
{
  PfStudioGeneratorWindow *self = PF_STUDIO_GENERATOR_WINDOW (object);
  PfStudioGeneratorWindowPrivate *priv = pf_studio_generator_window_get_instance_private (self);

  g_clear_pointer (&priv->setting_widgets, g_ptr_array_unref);
  g_clear_pointer (&priv->pack_path, g_free);
  g_clear_pointer (&priv->pack_title, g_free);
  g_clear_pointer (&priv->sources, g_ptr_array_unref);
  g_clear_pointer (&priv->open_room, pf_tri_level_free);
  G_OBJECT_CLASS (pf_studio_generator_window_parent_class)->finalize (object);
}

static void
pf_studio_generator_window_class_init (PfStudioGeneratorWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->constructed = pf_studio_generator_window_constructed;
  object_class->get_property = pf_studio_generator_window_get_property;
  object_class->set_property = pf_studio_generator_window_set_property;
  object_class->dispose = pf_studio_generator_window_dispose;
  object_class->finalize = pf_studio_generator_window_finalize;
  window_class->close_request = pf_studio_generator_window_close_request;

  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL, PF_TYPE_DOCUMENT,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PACK_PATH] =
    g_param_spec_string ("pack-path", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * PfStudioGeneratorWindow::finished:
   * @self: the window
   * @ok: %FALSE when the run failed
   *
   * The run ended: done, stopped, or failed.
   */
  signals[FINISHED] = g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_BOOLEAN);

  /**
   * PfStudioGeneratorWindow::found-changed:
   * @self: the window
   *
   * The levels found that wait to be added changed: a run found one, or
   * they joined the pack.
   */
  signals[FOUND_CHANGED] = g_signal_new ("found-changed", G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
pf_studio_generator_window_init (PfStudioGeneratorWindow *self)
{
  PfStudioGeneratorWindowPrivate *priv = pf_studio_generator_window_get_instance_private (self);

  priv->setting_widgets = g_ptr_array_new ();
  build_ui (self);
}

/* Public API */

void
pf_studio_generator_window_class_install_actions (PfStudioGeneratorWindowClass *klass,
                                                  const char                   *prefix)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  g_autofree char *start = g_strconcat (prefix, ".start", NULL);
  g_autofree char *stop = g_strconcat (prefix, ".stop", NULL);
  g_autofree char *accept = g_strconcat (prefix, ".accept", NULL);
  g_autofree char *new_seed = g_strconcat (prefix, ".new-seed", NULL);
  g_autofree char *preview = g_strconcat (prefix, ".preview", NULL);
  g_autofree char *next = g_strconcat (prefix, ".preview-next", NULL);
  g_autofree char *previous = g_strconcat (prefix, ".preview-previous", NULL);
  g_autofree char *save = g_strconcat (prefix, ".save", NULL);
  g_autofree char *undo = g_strconcat (prefix, ".undo", NULL);
  g_autofree char *redo = g_strconcat (prefix, ".redo", NULL);
  g_autofree char *quit = g_strconcat (prefix, ".quit", NULL);

  g_return_if_fail (PF_STUDIO_IS_GENERATOR_WINDOW_CLASS (klass));

  klass->action_prefix = g_strdup (prefix);
  gtk_widget_class_install_action (widget_class, start, NULL, start_action);
  gtk_widget_class_install_action (widget_class, stop, NULL, stop_action);
  gtk_widget_class_install_action (widget_class, accept, NULL, accept_action);
  gtk_widget_class_install_action (widget_class, new_seed, NULL, new_seed_action);
  gtk_widget_class_install_action (widget_class, preview, "u", preview_action);
  gtk_widget_class_install_action (widget_class, next, NULL, preview_step_action);
  gtk_widget_class_install_action (widget_class, previous, NULL, preview_step_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK, start,
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, stop, NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK, accept, NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, GDK_CONTROL_MASK, new_seed,
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Down, GDK_ALT_MASK, next, NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Up, GDK_ALT_MASK, previous, NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK,
                                       "window.close", NULL);
  gtk_widget_class_install_action (widget_class, save, NULL, project_action);
  gtk_widget_class_install_action (widget_class, undo, NULL, project_action);
  gtk_widget_class_install_action (widget_class, redo, NULL, project_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, save, NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, undo, NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK, redo, NULL);
  gtk_widget_class_install_action (widget_class, quit, NULL, quit_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_q, GDK_CONTROL_MASK, quit, NULL);
}

GtkBox *
pf_studio_generator_window_get_body (PfStudioGeneratorWindow *self)
{
  PfStudioGeneratorWindowPrivate *priv = pf_studio_generator_window_get_instance_private (self);

  return priv->body;
}

AdwPreferencesGroup *
pf_studio_generator_window_get_settings (PfStudioGeneratorWindow *self)
{
  PfStudioGeneratorWindowPrivate *priv = pf_studio_generator_window_get_instance_private (self);

  return priv->settings;
}

GtkProgressBar *
pf_studio_generator_window_get_progress (PfStudioGeneratorWindow *self)
{
  PfStudioGeneratorWindowPrivate *priv = pf_studio_generator_window_get_instance_private (self);

  return priv->progress;
}

GtkLabel *
pf_studio_generator_window_get_status (PfStudioGeneratorWindow *self)
{
  PfStudioGeneratorWindowPrivate *priv = pf_studio_generator_window_get_instance_private (self);

  return priv->status_label;
}

GtkLabel *
pf_studio_generator_window_get_accept_label (PfStudioGeneratorWindow *self)
{
  PfStudioGeneratorWindowPrivate *priv = pf_studio_generator_window_get_instance_private (self);

  return priv->accept_label;
}

GtkWidget *
pf_studio_generator_window_get_accept_box (PfStudioGeneratorWindow *self)
{
  PfStudioGeneratorWindowPrivate *priv = pf_studio_generator_window_get_instance_private (self);

  return priv->accept_box;
}

void
pf_studio_generator_window_set_tooltips (PfStudioGeneratorWindow *self,
                                         const char              *start,
                                         const char              *stop,
                                         const char              *accept)
{
  PfStudioGeneratorWindowPrivate *priv = pf_studio_generator_window_get_instance_private (self);

  gtk_widget_set_tooltip_text (priv->start_button, start);
  gtk_widget_set_tooltip_text (priv->stop_button, stop);
  gtk_widget_set_tooltip_text (priv->accept_button, accept);
}

PfStudioLevelPreview *
pf_studio_generator_window_get_preview (PfStudioGeneratorWindow *self)
{
  PfStudioGeneratorWindowPrivate *priv = pf_studio_generator_window_get_instance_private (self);

  g_return_val_if_fail (PF_STUDIO_IS_GENERATOR_WINDOW (self), NULL);
  return priv->preview;
}

gboolean
pf_studio_generator_window_preview (PfStudioGeneratorWindow *self,
                                    int                      position)
{
  PfStudioGeneratorWindowPrivate *priv = pf_studio_generator_window_get_instance_private (self);
  PfStudioGeneratorWindowClass *klass;
  g_autofree char *title = NULL;
  const PfTriLevel *level = NULL;

  g_return_val_if_fail (PF_STUDIO_IS_GENERATOR_WINDOW (self), FALSE);

  klass = PF_STUDIO_GENERATOR_WINDOW_GET_CLASS (self);
  if (position >= 0)
    {
      if ((guint) position >= klass->count_levels (self))
        return FALSE;
      level = klass->get_level (self, (guint) position, &title);
      if (level == NULL)
        return FALSE;
    }
  priv->previewed = position;
  pf_studio_level_preview_set_level (priv->preview, level, title);
  if (klass->previewed != NULL)
    klass->previewed (self, position);
  pf_studio_generator_window_update (self);
  return TRUE;
}

guint
pf_studio_generator_window_count_found (PfStudioGeneratorWindow *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_GENERATOR_WINDOW (self), 0);

  return PF_STUDIO_GENERATOR_WINDOW_GET_CLASS (self)->count_found (self);
}

void
pf_studio_generator_window_found_changed (PfStudioGeneratorWindow *self)
{
  g_return_if_fail (PF_STUDIO_IS_GENERATOR_WINDOW (self));
  g_signal_emit (self, signals[FOUND_CHANGED], 0);
}

GPtrArray *
pf_studio_generator_window_dup_found (PfStudioGeneratorWindow *self)
{
  PfStudioGeneratorWindowClass *klass;
  GPtrArray *found = g_ptr_array_new_with_free_func ((GDestroyNotify) pf_tri_level_free);

  g_return_val_if_fail (PF_STUDIO_IS_GENERATOR_WINDOW (self), found);

  klass = PF_STUDIO_GENERATOR_WINDOW_GET_CLASS (self);
  if (klass->count_found (self) == 0)
    return found;
  for (guint i = 0; i < klass->count_levels (self); i++)
    {
      g_autofree char *title = NULL;
      const PfTriLevel *level = klass->get_level (self, i, &title);

      if (level != NULL)
        g_ptr_array_add (found, pf_tri_level_copy (level));
    }
  return found;
}

int
pf_studio_generator_window_get_previewed (PfStudioGeneratorWindow *self)
{
  PfStudioGeneratorWindowPrivate *priv = pf_studio_generator_window_get_instance_private (self);

  g_return_val_if_fail (PF_STUDIO_IS_GENERATOR_WINDOW (self), -1);
  return priv->previewed;
}

void
pf_studio_generator_window_levels_moved (PfStudioGeneratorWindow *self,
                                         int                      position)
{
  PfStudioGeneratorWindowPrivate *priv = pf_studio_generator_window_get_instance_private (self);

  g_return_if_fail (PF_STUDIO_IS_GENERATOR_WINDOW (self));

  if (position < 0 && priv->previewed >= 0)
    pf_studio_generator_window_preview (self, -1);
  else
    priv->previewed = position;
  pf_studio_generator_window_update (self);
}

PfDocument *
pf_studio_generator_window_get_document (PfStudioGeneratorWindow *self)
{
  PfStudioGeneratorWindowPrivate *priv = pf_studio_generator_window_get_instance_private (self);

  return priv->document;
}

PfTriPack *
pf_studio_generator_window_get_pack (PfStudioGeneratorWindow *self)
{
  PfStudioGeneratorWindowPrivate *priv = pf_studio_generator_window_get_instance_private (self);
  PfItemPlace place;

  if (priv->document == NULL ||
      !pf_project_locate (pf_document_get_project (priv->document), priv->pack_path, &place) ||
      place.kind != PF_ITEM_PACK)
    return NULL;
  return place.item;
}

gboolean
pf_studio_generator_window_has_level (PfStudioGeneratorWindow *self,
                                      const char              *path)
{
  PfStudioGeneratorWindowPrivate *priv = pf_studio_generator_window_get_instance_private (self);
  PfItemPlace place;

  g_return_val_if_fail (PF_STUDIO_IS_GENERATOR_WINDOW (self), FALSE);
  return priv->document != NULL &&
         pf_project_locate (pf_document_get_project (priv->document), path, &place) &&
         place.kind == PF_ITEM_LEVEL;
}

GPtrArray *
pf_studio_generator_window_get_sources (PfStudioGeneratorWindow *self)
{
  PfStudioGeneratorWindowPrivate *priv = pf_studio_generator_window_get_instance_private (self);
  PfTriPack *pack = pf_studio_generator_window_get_pack (self);

  if (priv->sources == NULL)
    priv->sources = g_ptr_array_new ();
  g_ptr_array_set_size (priv->sources, 0);
  if (pack != NULL && pack->levels->len > 0)
    g_ptr_array_extend (priv->sources, pack->levels, NULL, NULL);
  else if (pack != NULL)
    {
      if (priv->open_room == NULL)
        {
          priv->open_room = pf_tri_level_new_room ("open-room");
          g_free (priv->open_room->meta.title);
          priv->open_room->meta.title = g_strdup (_("Open room (a new level)"));
        }
      g_ptr_array_add (priv->sources, priv->open_room);
    }
  return priv->sources;
}

const char *
pf_studio_generator_window_get_pack_title (PfStudioGeneratorWindow *self)
{
  PfStudioGeneratorWindowPrivate *priv = pf_studio_generator_window_get_instance_private (self);
  PfTriPack *pack = pf_studio_generator_window_get_pack (self);

  /* Remembered, to name the pack once it is deleted. */
  if (pack != NULL && g_strcmp0 (priv->pack_title, pf_item_get_title (PF_ITEM_PACK, pack)) != 0)
    {
      g_free (priv->pack_title);
      priv->pack_title = g_strdup (pf_item_get_title (PF_ITEM_PACK, pack));
    }
  return priv->pack_title != NULL ? priv->pack_title : priv->pack_path;
}

void
pf_studio_generator_window_describe_found (PfStudioGeneratorWindow  *self,
                                           char                    **title,
                                           char                    **notes)
{
  g_autofree char *pack_name = NULL;

  g_return_if_fail (PF_STUDIO_IS_GENERATOR_WINDOW (self));
  g_return_if_fail (title != NULL && notes != NULL);

  pack_name = dup_pack_name (self);
  PF_STUDIO_GENERATOR_WINDOW_GET_CLASS (self)->describe_found (self, pack_name, title, notes);
}

void
pf_studio_generator_window_run (PfStudioGeneratorWindow *self,
                                PfJobFunc          func,
                                gpointer                 data,
                                GDestroyNotify           data_free,
                                GDestroyNotify           result_free,
                                PfJobReportFunc    report,
                                const char              *status)
{
  PfStudioGeneratorWindowPrivate *priv = pf_studio_generator_window_get_instance_private (self);

  g_return_if_fail (PF_STUDIO_IS_GENERATOR_WINDOW (self));
  g_return_if_fail (priv->job == NULL);

  priv->started = g_get_monotonic_time ();
  gtk_progress_bar_set_fraction (priv->progress, 0);
  gtk_label_set_text (priv->status_label, status);
  priv->job = pf_job_run (self, func, data, data_free, result_free, report, on_run_done);
  pf_studio_generator_window_update (self);
}

void
pf_studio_generator_window_get_elapsed (PfStudioGeneratorWindow *self,
                                        guint                   *minutes,
                                        guint                   *seconds)
{
  PfStudioGeneratorWindowPrivate *priv = pf_studio_generator_window_get_instance_private (self);
  gint64 elapsed = (g_get_monotonic_time () - priv->started) / G_USEC_PER_SEC;

  *minutes = (guint) (elapsed / 60);
  *seconds = (guint) (elapsed % 60);
}

void
pf_studio_generator_window_update (PfStudioGeneratorWindow *self)
{
  PfStudioGeneratorWindowPrivate *priv = pf_studio_generator_window_get_instance_private (self);
  gboolean running = priv->job != NULL;
  gboolean can_start = FALSE, can_accept = FALSE;
  PfTriPack *pack = pf_studio_generator_window_get_pack (self);

  g_return_if_fail (PF_STUDIO_IS_GENERATOR_WINDOW (self));

  PF_STUDIO_GENERATOR_WINDOW_GET_CLASS (self)->update (self, pack, running, &can_start,
                                                       &can_accept);
  set_action_enabled (self, "start", !running && pack != NULL && can_start);
  set_action_enabled (self, "stop", running);
  set_action_enabled (self, "accept", pack != NULL && can_accept);
  update_gone (self, pack);
  set_action_enabled (self, "new-seed", !running && priv->seed_entry != NULL);
  set_action_enabled (self, "preview-next", step_from_previewed (self, 1) >= 0);
  set_action_enabled (self, "preview-previous", step_from_previewed (self, -1) >= 0);
  for (guint i = 0; i < priv->setting_widgets->len; i++)
    gtk_widget_set_sensitive (g_ptr_array_index (priv->setting_widgets, i), !running);
}

void
pf_studio_generator_window_start (PfStudioGeneratorWindow *self)
{
  PfStudioGeneratorWindowPrivate *priv = pf_studio_generator_window_get_instance_private (self);
  PfTriPack *pack;

  g_return_if_fail (PF_STUDIO_IS_GENERATOR_WINDOW (self));

  pack = pf_studio_generator_window_get_pack (self);
  if (priv->job != NULL || pack == NULL)
    return;
  PF_STUDIO_GENERATOR_WINDOW_GET_CLASS (self)->start (self, pack);
}

void
pf_studio_generator_window_stop (PfStudioGeneratorWindow *self)
{
  PfStudioGeneratorWindowPrivate *priv = pf_studio_generator_window_get_instance_private (self);

  g_return_if_fail (PF_STUDIO_IS_GENERATOR_WINDOW (self));

  if (priv->job != NULL)
    {
      pf_job_cancel (priv->job);
      gtk_label_set_text (priv->status_label, _("Stopping…"));
    }
}

gboolean
pf_studio_generator_window_is_running (PfStudioGeneratorWindow *self)
{
  PfStudioGeneratorWindowPrivate *priv = pf_studio_generator_window_get_instance_private (self);

  g_return_val_if_fail (PF_STUDIO_IS_GENERATOR_WINDOW (self), FALSE);
  return priv->job != NULL;
}

/* For each of @levels, the path of its copy among @paths (the one of the
 * same layout), or %NULL when it was left out. */
static GPtrArray *
match_copies (PfStudioGeneratorWindow *self,
              GPtrArray               *levels,
              GPtrArray               *paths)
{
  PfStudioGeneratorWindowPrivate *priv = pf_studio_generator_window_get_instance_private (self);
  GPtrArray *copies = g_ptr_array_new_full (levels->len, g_free);
  PfProject *project = pf_document_get_project (priv->document);

  for (guint i = 0; i < levels->len; i++)
    {
      const char *path = NULL;

      for (guint j = 0; j < paths->len && path == NULL; j++)
        {
          PfItemPlace place;

          if (pf_project_locate (project, g_ptr_array_index (paths, j), &place) &&
              place.kind == PF_ITEM_LEVEL &&
              pf_tri_level_same_layout (place.item, g_ptr_array_index (levels, i)))
            path = g_ptr_array_index (paths, j);
        }
      g_ptr_array_add (copies, g_strdup (path));
    }
  return copies;
}

guint
pf_studio_generator_window_accept (PfStudioGeneratorWindow *self)
{
  PfStudioGeneratorWindowPrivate *priv = pf_studio_generator_window_get_instance_private (self);
  PfStudioGeneratorWindowClass *klass;
  g_autoptr(GPtrArray) levels = NULL;
  g_autoptr(GPtrArray) paths = NULL;
  g_autoptr(GPtrArray) skipped = NULL;
  g_autoptr(GPtrArray) copies = NULL;
  g_autofree char *text = NULL;

  g_return_val_if_fail (PF_STUDIO_IS_GENERATOR_WINDOW (self), 0);

  klass = PF_STUDIO_GENERATOR_WINDOW_GET_CLASS (self);
  levels = klass->get_chosen (self);
  if (levels->len == 0)
    return 0;
  priv->adding = TRUE;
  paths = pf_document_add_new_levels (priv->document, priv->pack_path, -1, levels, &skipped);
  priv->adding = FALSE;
  if (paths == NULL)
    {
      gtk_label_set_text (priv->accept_label, _("The pack is gone; nothing was added"));
      return 0;
    }

  /* What joined the pack leaves the window. */
  copies = match_copies (self, levels, paths);
  klass->remove_chosen (self, copies);
  /* Now that they are handed on, the pack's change reaches the window. */
  if (klass->pack_changed != NULL)
    klass->pack_changed (self);
  pf_studio_generator_window_found_changed (self);
  if (skipped != NULL && skipped->len > 0)
    text = g_strdup_printf (ngettext ("Added %u level; %u was the same puzzle as a level of "
                                      "the pack",
                                      "Added %u levels; %u were the same puzzle as levels of "
                                      "the pack", skipped->len),
                            paths->len, skipped->len);
  else
    text = g_strdup_printf (ngettext ("Added %u level to the pack", "Added %u levels to the pack",
                                      paths->len), paths->len);
  pf_studio_generator_window_update (self);
  gtk_label_set_text (priv->accept_label, text);
  return paths->len;
}

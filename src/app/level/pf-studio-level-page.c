/* pf-studio-level-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A view of one level of the document and of its session (the position,
 * the moves made, the analysis). Edits go through the window's actions to
 * the document (see pf-studio-level-page-edit.c); the page redraws when the
 * document says the level changed, whoever changed it, and when the
 * session says the position or the results changed. Playing and solution
 * playback only move the session; they never touch the project.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-level-page"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "pf-error.h"
#include "pf-studio-level-page-private.h"
#include "pf-studio-page.h"

static void pf_studio_level_page_page_init (PfStudioPageInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (PfStudioLevelPage, pf_studio_level_page, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (PF_STUDIO_TYPE_PAGE,
                                                      pf_studio_level_page_page_init))

enum {
  ANALYZED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

enum {
  PROP_0,
  PROP_OVERLAY,
  PROP_SHOW_PANEL,
  PROP_AXIS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Auxiliary methods */

const PfTriLevel *
pf_studio_level_page_get_level (PfStudioLevelPage *self)
{
  return pf_tri_session_get_level (self->session);
}

/* A passing message over the canvas. */
void
pf_studio_level_page_toast (PfStudioLevelPage *self,
                            const char        *text)
{
  AdwToast *toast = pf_studio_toast_new (text);

  adw_toast_set_timeout (toast, 3);
  adw_toast_overlay_add_toast (self->toasts, toast);
}

/* Callbacks */

static void
on_session_analyzed (PfTriSession      *session,
                     const GError      *error,
                     PfStudioLevelPage *self)
{
  PfTriFigures figures;

  if (error != NULL && g_error_matches (error, PF_ERROR, PF_ERROR_CANCELLED))
    pf_studio_level_page_toast (self, error->message);
  else if (error != NULL)
    pf_studio_level_panel_show_message (self->panel_view, error->message);
  /* The figures are cached in the project: derived data, not an undo step. */
  else if (self->document != NULL && self->path != NULL &&
           pf_tri_session_get_figures (session, &figures))
    pf_document_set_figures (self->document, self->path, &figures);
  if (error == NULL)
    g_signal_emit (self, signals[ANALYZED], 0);
}


static void
mode_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PfStudioLevelPage *self = PF_STUDIO_LEVEL_PAGE (widget);
  const char *mode = g_variant_get_string (parameter, NULL);

  if (g_str_equal (mode, "wall"))
    pf_studio_level_page_set_mode (self, PF_STUDIO_LEVEL_MODE_WALL);
  else if (g_str_equal (mode, "goal"))
    pf_studio_level_page_set_mode (self, PF_STUDIO_LEVEL_MODE_GOAL);
  else if (g_str_equal (mode, "block"))
    pf_studio_level_page_set_mode (self, PF_STUDIO_LEVEL_MODE_BLOCK);
  /* SPEC §2.8 calls the mode that plays the level "drag"; the button says Play. */
  else if (g_str_equal (mode, "play") || g_str_equal (mode, "drag"))
    pf_studio_level_page_set_mode (self, PF_STUDIO_LEVEL_MODE_PLAY);
  else
    g_warning ("level.mode: no mode “%s”", mode);
}

static void
analyze_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  pf_studio_level_page_analyze (PF_STUDIO_LEVEL_PAGE (widget));
}

static void
cancel_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  pf_tri_session_cancel (PF_STUDIO_LEVEL_PAGE (widget)->session);
}

static void
fit_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  pf_studio_tri_canvas_fit (PF_STUDIO_LEVEL_PAGE (widget)->canvas);
}

static void
zoom_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PfStudioLevelPage *self = PF_STUDIO_LEVEL_PAGE (widget);

  pf_studio_tri_canvas_zoom (self->canvas, g_str_equal (action_name, "level.zoom-in") ? 1.25
                                                                                       : 0.8);
}

/* PfStudioPage */

static void
page_set_item (PfStudioPage *page,
               PfDocument   *document,
               const char   *path)
{
  pf_studio_level_page_set_item (PF_STUDIO_LEVEL_PAGE (page), document, path);
}

static GtkWidget *
page_get_canvas (PfStudioPage *page)
{
  return GTK_WIDGET (PF_STUDIO_LEVEL_PAGE (page)->canvas);
}

static void
page_commit_typing (PfStudioPage *page)
{
  pf_studio_level_panel_commit_details (PF_STUDIO_LEVEL_PAGE (page)->panel_view);
}

static gboolean
page_has_typing (PfStudioPage *page)
{
  return pf_studio_level_panel_get_typing (PF_STUDIO_LEVEL_PAGE (page)->panel_view);
}

static void
pf_studio_level_page_page_init (PfStudioPageInterface *iface)
{
  iface->set_item = page_set_item;
  iface->get_canvas = page_get_canvas;
  iface->commit_typing = page_commit_typing;
  iface->has_typing = page_has_typing;
}

/* GObject overrides */

static void
pf_studio_level_page_dispose (GObject *object)
{
  PfStudioLevelPage *self = PF_STUDIO_LEVEL_PAGE (object);

  if (self->document != NULL)
    pf_studio_level_page_set_item (self, NULL, NULL);
  if (self->session != NULL)
    {
      pf_tri_session_cancel (self->session);
      g_signal_handlers_disconnect_by_data (self->session, self);
      g_clear_object (&self->session);
    }
  gtk_widget_dispose_template (GTK_WIDGET (self), PF_STUDIO_TYPE_LEVEL_PAGE);
  {
    GtkWidget *child;

    while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
      gtk_widget_unparent (child);
  }

  G_OBJECT_CLASS (pf_studio_level_page_parent_class)->dispose (object);
}

static void
pf_studio_level_page_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  PfStudioLevelPage *self = PF_STUDIO_LEVEL_PAGE (object);

  switch (prop_id)
    {
    case PROP_OVERLAY:
      g_value_set_string (value, pf_studio_level_page_overlay_to_string (self->overlay));
      break;
    case PROP_SHOW_PANEL:
      g_value_set_boolean (value, gtk_widget_get_visible (self->panel));
      break;
    case PROP_AXIS:
      g_value_set_string (value, pf_tri_axis_to_string (self->axis));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pf_studio_level_page_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  PfStudioLevelPage *self = PF_STUDIO_LEVEL_PAGE (object);

  switch (prop_id)
    {
    case PROP_OVERLAY:
      pf_studio_level_page_set_overlay (
        self, pf_studio_level_page_overlay_from_string (g_value_get_string (value)));
      break;
    case PROP_SHOW_PANEL:
      if (gtk_widget_get_visible (self->panel) != g_value_get_boolean (value))
        {
          gtk_widget_set_visible (self->panel, g_value_get_boolean (value));
          gtk_widget_set_visible (self->panel_separator, g_value_get_boolean (value));
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_AXIS:
      {
        PfTriAxis axis;

        if (pf_tri_axis_from_string (g_value_get_string (value), &axis) && axis != self->axis)
          {
            self->axis = axis;
            g_object_notify_by_pspec (object, pspec);
          }
      }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pf_studio_level_page_finalize (GObject *object)
{
  PfStudioLevelPage *self = PF_STUDIO_LEVEL_PAGE (object);

  g_clear_pointer (&self->path, g_free);

  G_OBJECT_CLASS (pf_studio_level_page_parent_class)->finalize (object);
}

/* The page's keys, handled by the window while the page is on screen
 * (managed scope), not only when the focus is inside it: a designer who
 * picks a level in the sidebar can press F6 or M at once. They run after
 * the focused widget had its turn, so the title and notes still take
 * letters, and the sidebar its arrows. Escape, Ctrl+Z and the play keys
 * (Page Up, Page Down, Home) stay with the focus, as class bindings. */
static const PfStudioPageKey page_keys[] = {
  { GDK_KEY_w, 0, "level.mode", "'wall'" },
  { GDK_KEY_g, 0, "level.mode", "'goal'" },
  { GDK_KEY_b, 0, "level.mode", "'block'" },
  { GDK_KEY_p, 0, "level.mode", "'play'" },
  { GDK_KEY_F6, 0, "level.analyze", NULL },
  { GDK_KEY_n, 0, "level.overlay", "'none'" },
  { GDK_KEY_s, 0, "level.overlay", "'solution'" },
  { GDK_KEY_m, 0, "level.overlay", "'moves'" },
  { GDK_KEY_h, 0, "level.overlay", "'heat'" },
  { GDK_KEY_F8, 0, "level.show-panel", NULL },
  { GDK_KEY_1, 0, "level.axis", "'u'" },
  { GDK_KEY_2, 0, "level.axis", "'v'" },
  { GDK_KEY_3, 0, "level.axis", "'w'" },
  { GDK_KEY_0, 0, "level.fit", NULL },
  { GDK_KEY_KP_0, 0, "level.fit", NULL },
  { GDK_KEY_plus, 0, "level.zoom-in", NULL },
  { GDK_KEY_equal, 0, "level.zoom-in", NULL },
  { GDK_KEY_KP_Add, 0, "level.zoom-in", NULL },
  { GDK_KEY_minus, 0, "level.zoom-out", NULL },
  { GDK_KEY_KP_Subtract, 0, "level.zoom-out", NULL },
};

static void
pf_studio_level_page_class_init (PfStudioLevelPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pf_studio_level_page_dispose;
  object_class->finalize = pf_studio_level_page_finalize;
  object_class->get_property = pf_studio_level_page_get_property;
  object_class->set_property = pf_studio_level_page_set_property;

  /**
   * PfStudioLevelPage:overlay:
   *
   * What is drawn over the level: "none", "solution", "moves" or "heat".
   */
  properties[PROP_OVERLAY] = g_param_spec_string ("overlay", NULL, NULL, "none",
                                                  G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY |
                                                  G_PARAM_STATIC_STRINGS);
  /**
   * PfStudioLevelPage:show-panel:
   *
   * Whether the side panel (figures, chart, overlays, details) is shown.
   */
  properties[PROP_SHOW_PANEL] = g_param_spec_boolean ("show-panel", NULL, NULL, TRUE,
                                                      G_PARAM_READWRITE |
                                                      G_PARAM_EXPLICIT_NOTIFY |
                                                      G_PARAM_STATIC_STRINGS);
  /**
   * PfStudioLevelPage:axis:
   *
   * The axis of blocks added in block mode: "u", "v" or "w".
   */
  properties[PROP_AXIS] = g_param_spec_string ("axis", NULL, NULL, "u",
                                               G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY |
                                               G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * PfStudioLevelPage::analyzed:
   *
   * Emitted when a background analysis finished and its results are shown.
   */
  signals[ANALYZED] = g_signal_new ("analyzed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  /* The axis icons; the application adds them too, but tests have none. */
  if (gdk_display_get_default () != NULL)
    gtk_icon_theme_add_resource_path (gtk_icon_theme_get_for_display (gdk_display_get_default ()),
                                      "/io/github/polyformstudio/PolyformStudio/icons");
  g_type_ensure (PF_STUDIO_TYPE_TRI_CANVAS);
  g_type_ensure (PF_STUDIO_TYPE_LEVEL_PANEL);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/polyformstudio/PolyformStudio/"
                                               "pf-studio-level-page.ui");
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, wall_button);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, goal_button);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, block_button);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, play_button);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, axis_box);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, overlay_note);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, overlay_note_label);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, overlay_note_analyze);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, legend);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, heat_legend);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, heat_scale);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, legend_nearer);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, legend_same);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, legend_farther);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, move_label);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, solved_banner);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, solved_label);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, solved_detail);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, canvas);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, toasts);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, panel);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, panel_separator);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPage, panel_view);

  gtk_widget_class_install_action (widget_class, "level.mode", "s", mode_action);
  gtk_widget_class_install_action (widget_class, "level.analyze", NULL, analyze_action);
  gtk_widget_class_install_action (widget_class, "level.cancel", NULL, cancel_action);
  gtk_widget_class_install_property_action (widget_class, "level.overlay", "overlay");
  gtk_widget_class_install_property_action (widget_class, "level.show-panel", "show-panel");
  gtk_widget_class_install_property_action (widget_class, "level.axis", "axis");
  gtk_widget_class_install_action (widget_class, "level.fit", NULL, fit_action);
  gtk_widget_class_install_action (widget_class, "level.zoom-in", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "level.zoom-out", NULL, zoom_action);

  /* The page's other keys are in page_keys, in managed scope. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "level.cancel", NULL);
  pf_studio_level_page_play_class_init (widget_class);
}

static void
pf_studio_level_page_init (PfStudioLevelPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->mode = PF_STUDIO_LEVEL_MODE_WALL;
  self->session = pf_tri_session_new ();
  g_signal_connect_swapped (self->session, "changed", G_CALLBACK (pf_studio_level_page_refresh),
                            self);
  g_signal_connect (self->session, "analyzed", G_CALLBACK (on_session_analyzed), self);
  pf_tri_session_set_live (self->session, PF_STUDIO_LEVEL_LIVE_STATES);
  pf_studio_level_panel_set_session (self->panel_view, self->session);
  g_signal_connect_swapped (self->panel_view, "notify::typing",
                            G_CALLBACK (pf_studio_page_typing_changed), self);
  g_signal_connect_swapped (self->panel_view, "notify::pointed-block",
                            G_CALLBACK (pf_studio_level_page_refresh), self);

  pf_studio_level_page_edit_init (self);
  pf_studio_level_page_overlay_init (self);
  pf_studio_page_add_keys (GTK_WIDGET (self), GTK_SHORTCUT_SCOPE_MANAGED, page_keys,
                           G_N_ELEMENTS (page_keys));

  pf_studio_level_page_set_mode (self, PF_STUDIO_LEVEL_MODE_WALL);
}

GtkWidget *
pf_studio_level_page_new (void)
{
  return g_object_new (PF_STUDIO_TYPE_LEVEL_PAGE, NULL);
}

void
pf_studio_level_page_set_item (PfStudioLevelPage *self,
                               PfDocument        *document,
                               const char        *path)
{
  gboolean other_level;

  g_return_if_fail (PF_STUDIO_IS_LEVEL_PAGE (self));

  other_level = self->document != document || g_strcmp0 (self->path, path) != 0;
  /* What was typed into the details belongs to the level shown so far. */
  if (other_level)
    pf_studio_level_panel_commit_details (self->panel_view);

  pf_studio_level_page_follow (self, document);
  pf_studio_page_store_path (&self->path, path);
  pf_studio_level_page_sync_level (self);
  pf_studio_level_panel_set_item (self->panel_view, document, path);
  /* A level just opened is fitted to the view; edits never move it. The
   * outline of the triangle under the pointer belonged to the other one. */
  if (other_level)
    {
      pf_studio_tri_canvas_clear_hover (self->canvas);
      pf_studio_tri_canvas_fit (self->canvas);
      /* Another level's figures begin at the panel's top. */
      gtk_adjustment_set_value (
        gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->panel)), 0);
    }
}

void
pf_studio_level_page_set_mode (PfStudioLevelPage *self,
                               PfStudioLevelMode  mode)
{
  g_return_if_fail (PF_STUDIO_IS_LEVEL_PAGE (self));

  self->mode = mode;
  self->hover_block = -1;
  gtk_toggle_button_set_active (self->wall_button, mode == PF_STUDIO_LEVEL_MODE_WALL);
  gtk_toggle_button_set_active (self->goal_button, mode == PF_STUDIO_LEVEL_MODE_GOAL);
  gtk_toggle_button_set_active (self->block_button, mode == PF_STUDIO_LEVEL_MODE_BLOCK);
  gtk_toggle_button_set_active (self->play_button, mode == PF_STUDIO_LEVEL_MODE_PLAY);
  /* Editing always starts from the level's start position; playing takes
   * the keys (Ctrl+Z steps back a move). */
  if (mode != PF_STUDIO_LEVEL_MODE_PLAY)
    pf_tri_session_restart (self->session);
  else if (gtk_widget_get_mapped (GTK_WIDGET (self->canvas)))
    gtk_widget_grab_focus (GTK_WIDGET (self->canvas));
  pf_studio_level_page_refresh (self);
}

gboolean
pf_studio_level_page_is_busy (PfStudioLevelPage *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_LEVEL_PAGE (self), FALSE);
  return pf_tri_session_is_busy (self->session);
}

void
pf_studio_level_page_analyze (PfStudioLevelPage *self)
{
  g_return_if_fail (PF_STUDIO_IS_LEVEL_PAGE (self));
  pf_tri_session_analyze (self->session, PF_STUDIO_LEVEL_MAX_STATES);
}

PfTriSession *
pf_studio_level_page_get_session (PfStudioLevelPage *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_LEVEL_PAGE (self), NULL);
  return self->session;
}

GtkWidget *
pf_studio_level_page_get_canvas (PfStudioLevelPage *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_LEVEL_PAGE (self), NULL);
  return GTK_WIDGET (self->canvas);
}

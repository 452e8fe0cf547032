/* pf-studio-layout-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The shell layout editor (SPEC §3). It draws with pf_shell_render(), like
 * `polyform render --layout`. Painting and rotating edit the project's layout
 * in place between pf_document_begin_edit() and _end_edit(); the
 * simulation works on a PfShellSim copy and only "Apply" writes it back.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-layout-page"

#include <glib/gi18n.h>
#include <string.h>

#include "pf-shell-render.h"
#include "pf-studio-layout-page.h"
#include "pf-studio-settings.h"
#include "pf-studio-shell-palette.h"
#include "pf-studio-shell-preview.h"

#define ERASER PF_STUDIO_SHELL_ERASER

struct _PfStudioLayoutPage
{
  GtkWidget       parent_instance;

  /* Template widgets */
  GtkDrawingArea *canvas;
  GtkLabel       *hover_label;
  GtkRevealer    *preview_revealer;
  GtkLabel       *score_label;
  GtkLabel       *message_label;

  PfDocument     *document;
  char           *path;          /* the layout's item path */
  PfShellLayout  *layout;        /* borrowed from the document's project */

  guint           colour;        /* 1..7, or ERASER */
  gboolean        show_overlay;

  gboolean        has_hover;
  int             hover_x;
  int             hover_y;

  /* The stroke under way */
  gboolean        stroking;
  gboolean        stroke_edited;
  guint           stroke_colour;
  guint           stroke_reach;

  PfStudioShellPreview *preview;
};

G_DEFINE_FINAL_TYPE (PfStudioLayoutPage, pf_studio_layout_page, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_COLOUR,
  PROP_SHOW_OVERLAY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Auxiliary methods */

static gboolean
is_dark (void)
{
  return adw_style_manager_get_dark (adw_style_manager_get_default ());
}

static gboolean
previewing (PfStudioLayoutPage *self)
{
  return pf_studio_shell_preview_get_active (self->preview);
}

static const PfShellLayout *
displayed_layout (PfStudioLayoutPage *self)
{
  const PfShellLayout *preview = pf_studio_shell_preview_get_layout (self->preview);

  return preview != NULL ? preview : self->layout;
}

static void
render_options (PfStudioLayoutPage   *self,
                PfShellRenderOptions *options)
{
  memset (options, 0, sizeof *options);
  options->dark = is_dark ();
  options->overlay = self->show_overlay;
  /* A stroke keeps the view still, even when it reaches the outer ring. */
  options->min_shells = self->stroking ? self->stroke_reach : 0;
  options->has_hover = self->has_hover;
  options->hover_x = self->hover_x;
  options->hover_y = self->hover_y;
  options->removed_shells = pf_studio_shell_preview_get_removed (self->preview);
}

static gboolean
pick (PfStudioLayoutPage *self,
      double              px,
      double              py,
      int                *x,
      int                *y)
{
  const PfShellLayout *layout = displayed_layout (self);
  PfShellRenderOptions options;

  if (layout == NULL)
    return FALSE;
  render_options (self, &options);
  return pf_shell_render_pick (layout, gtk_widget_get_width (GTK_WIDGET (self->canvas)),
                               gtk_widget_get_height (GTK_WIDGET (self->canvas)), &options,
                               px, py, x, y);
}

static void
update_hover_label (PfStudioLayoutPage *self)
{
  const PfShellLayout *layout = displayed_layout (self);
  g_autofree char *text = NULL;
  const char *what;
  int shell, index;

  if (!self->has_hover || layout == NULL)
    {
      gtk_label_set_text (self->hover_label,
                          previewing (self) ? ""
                          : _("Click or drag to paint, right-click to erase"));
      return;
    }

  shell = pf_shell_of_cell (self->hover_x, self->hover_y);
  index = pf_shell_layout_find_cell (layout, self->hover_x, self->hover_y);
  if (index >= 0)
    {
      guint colour = g_array_index (layout->cells, PfShellCell, index).colour;

      what = pf_studio_shell_palette_colour_name (colour);
      if (what == NULL)
        what = _("invalid");
    }
  else
    what = shell == 0 ? _("core") : _("empty");

  /* TRANSLATORS: the cell under the pointer: (x, y), its shell, and its colour */
  text = g_strdup_printf (_("(%d, %d) · shell %d · %s"), self->hover_x, self->hover_y, shell,
                          what);
  gtk_label_set_text (self->hover_label, text);
}

static void
update_actions (PfStudioLayoutPage *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean editable = self->layout != NULL && self->document != NULL && !previewing (self);
  gboolean can_step = pf_studio_shell_preview_can_step (self->preview);

  gtk_widget_action_set_enabled (widget, "layout.rotate-cw",
                                 editable && self->layout->cells->len > 0);
  gtk_widget_action_set_enabled (widget, "layout.rotate-ccw",
                                 editable && self->layout->cells->len > 0);
  gtk_widget_action_set_enabled (widget, "layout.step", can_step);
  gtk_widget_action_set_enabled (widget, "layout.run", can_step);
  gtk_widget_action_set_enabled (widget, "layout.reset", previewing (self));
  gtk_widget_action_set_enabled (widget, "layout.apply",
                                 self->document != NULL && self->layout != NULL &&
                                 pf_studio_shell_preview_get_changed (self->preview));
}

static void
update_sim_ui (PfStudioLayoutPage *self)
{
  g_autofree char *summary = pf_studio_shell_preview_dup_summary (self->preview);

  gtk_label_set_text (self->score_label, summary);
  gtk_label_set_text (self->message_label,
                      self->layout ? pf_studio_shell_preview_get_message (self->preview) : "");
  gtk_revealer_set_reveal_child (self->preview_revealer, previewing (self));
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self->canvas),
                                   previewing (self) ? "not-allowed" : "crosshair");
  update_hover_label (self);
  update_actions (self);
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

static void
sync_simulation (PfStudioLayoutPage *self)
{
  pf_studio_shell_preview_sync (self->preview, self->layout);
  update_sim_ui (self);
}

static guint
reach_of (const PfShellLayout *layout)
{
  guint reach = PF_SHELL_GAME_OVER;

  for (guint i = 0; layout != NULL && i < layout->cells->len; i++)
    {
      const PfShellCell *cell = &g_array_index (layout->cells, PfShellCell, i);
      int shell = pf_shell_of_cell (cell->x, cell->y);

      if (shell >= 0 && shell < PF_SHELL_MAX && (guint) shell + 1 > reach)
        reach = shell + 1;
    }
  return reach;
}

/* Paints (or erases) one cell of the layout; the first change of a stroke
 * records the undo step. */
static gboolean
paint_cell (PfStudioLayoutPage *self,
            int                 x,
            int                 y)
{
  GArray *cells = self->layout->cells;
  int index;

  if (!pf_shell_board_contains (x, y))
    return FALSE;

  index = pf_shell_layout_find_cell (self->layout, x, y);
  if (self->stroke_colour == ERASER ? index < 0
      : index >= 0 && g_array_index (cells, PfShellCell, index).colour == self->stroke_colour)
    return FALSE;

  if (!self->stroke_edited)
    {
      pf_document_begin_edit (self->document, self->path);
      self->stroke_edited = TRUE;
    }

  if (self->stroke_colour == ERASER)
    {
      /* A hand-written file may name a cell twice: erase them all. */
      for (; index >= 0; index = pf_shell_layout_find_cell (self->layout, x, y))
        g_array_remove_index (cells, index);
    }
  else if (index >= 0)
    g_array_index (cells, PfShellCell, index).colour = self->stroke_colour;
  else
    {
      PfShellCell cell = { x, y, self->stroke_colour };

      g_array_append_val (cells, cell);
    }
  return TRUE;
}

static void
stroke_at (PfStudioLayoutPage *self,
           double              px,
           double              py)
{
  int x, y;

  if (!self->stroking || !pick (self, px, py, &x, &y))
    return;

  self->has_hover = TRUE;
  self->hover_x = x;
  self->hover_y = y;
  if (paint_cell (self, x, y))
    gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
  update_hover_label (self);
}

static void
begin_stroke (PfStudioLayoutPage *self,
              double              px,
              double              py,
              guint               colour)
{
  if (self->layout == NULL || self->document == NULL)
    return;
  if (previewing (self))
    {
      pf_studio_shell_preview_set_message (self->preview,
                                           _("Reset or apply the simulation before painting"));
      update_sim_ui (self);
      return;
    }

  self->stroke_reach = reach_of (self->layout);
  self->stroke_colour = colour;
  self->stroke_edited = FALSE;
  self->stroking = TRUE;
  stroke_at (self, px, py);
}

static void
rotate (PfStudioLayoutPage *self,
        PfShellTurn         turn)
{
  if (self->layout == NULL || self->document == NULL || previewing (self) ||
      self->layout->cells->len == 0)
    return;

  pf_document_begin_edit (self->document, self->path);
  for (guint i = 0; i < self->layout->cells->len; i++)
    {
      PfShellCell *cell = &g_array_index (self->layout->cells, PfShellCell, i);

      pf_shell_rotate_cell (turn, &cell->x, &cell->y);
    }
  self->has_hover = FALSE;
  pf_document_end_edit (self->document);
  sync_simulation (self);
}

/* Callbacks */

static void
draw_canvas (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        user_data)
{
  PfStudioLayoutPage *self = user_data;
  const PfShellLayout *layout = displayed_layout (self);
  PfShellRenderOptions options;

  if (layout == NULL)
    return;
  render_options (self, &options);
  pf_shell_render (cr, layout, width, height, &options);
}

static void
on_drag_begin (GtkGestureDrag     *gesture,
               double              x,
               double              y,
               PfStudioLayoutPage *self)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));

  gtk_widget_grab_focus (GTK_WIDGET (self->canvas));
  if (button == GDK_BUTTON_PRIMARY)
    begin_stroke (self, x, y, self->colour);
  else if (button == GDK_BUTTON_SECONDARY)
    begin_stroke (self, x, y, ERASER);
}

static void
on_drag_update (GtkGestureDrag     *gesture,
                double              dx,
                double              dy,
                PfStudioLayoutPage *self)
{
  double x, y;

  if (gtk_gesture_drag_get_start_point (gesture, &x, &y))
    pf_studio_layout_page_stroke_to (self, x + dx, y + dy);
}

static void
on_drag_end (GtkGestureDrag     *gesture,
             double              dx,
             double              dy,
             PfStudioLayoutPage *self)
{
  pf_studio_layout_page_stroke_end (self);
}

static void
on_motion (GtkEventControllerMotion *motion,
           double                    px,
           double                    py,
           PfStudioLayoutPage       *self)
{
  int x, y;
  gboolean has = pick (self, px, py, &x, &y);

  if (has == self->has_hover && (!has || (x == self->hover_x && y == self->hover_y)))
    return;
  self->has_hover = has;
  self->hover_x = has ? x : 0;
  self->hover_y = has ? y : 0;
  update_hover_label (self);
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

static void
on_leave (GtkEventControllerMotion *motion,
          PfStudioLayoutPage       *self)
{
  if (!self->has_hover || self->stroking)
    return;
  self->has_hover = FALSE;
  update_hover_label (self);
  gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

/* Actions */

static void
rotate_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  rotate (PF_STUDIO_LAYOUT_PAGE (widget),
          g_str_equal (action_name, "layout.rotate-cw") ? PF_SHELL_TURN_CW : PF_SHELL_TURN_CCW);
}

static void
step_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PfStudioLayoutPage *self = PF_STUDIO_LAYOUT_PAGE (widget);

  pf_studio_shell_preview_step (self->preview);
  update_sim_ui (self);
}

static void
run_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  PfStudioLayoutPage *self = PF_STUDIO_LAYOUT_PAGE (widget);

  pf_studio_shell_preview_run (self->preview);
  update_sim_ui (self);
}

static void
reset_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  PfStudioLayoutPage *self = PF_STUDIO_LAYOUT_PAGE (widget);

  pf_studio_shell_preview_reset (self->preview);
  update_sim_ui (self);
}

static void
apply_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  PfStudioLayoutPage *self = PF_STUDIO_LAYOUT_PAGE (widget);
  g_autofree PfShellBoard *board = NULL;

  if (self->document == NULL || self->layout == NULL ||
      !pf_studio_shell_preview_get_changed (self->preview))
    return;

  /* The edit may rebuild the page: take the board first. */
  board = g_memdup2 (&pf_studio_shell_preview_get_sim (self->preview)->board,
                     sizeof (PfShellBoard));
  pf_document_begin_edit (self->document, self->path);
  pf_shell_board_to_layout (board, self->layout);
  pf_document_end_edit (self->document);

  sync_simulation (self);
  pf_studio_shell_preview_set_message (self->preview,
                                       _("Applied: the layout now holds the simulated board"));
  update_sim_ui (self);
}

/* GObject overrides */

static void
pf_studio_layout_page_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  PfStudioLayoutPage *self = PF_STUDIO_LAYOUT_PAGE (object);

  switch (prop_id)
    {
    case PROP_COLOUR:
      g_value_set_int (value, self->colour);
      break;
    case PROP_SHOW_OVERLAY:
      g_value_set_boolean (value, self->show_overlay);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pf_studio_layout_page_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  PfStudioLayoutPage *self = PF_STUDIO_LAYOUT_PAGE (object);

  switch (prop_id)
    {
    case PROP_COLOUR:
      if (self->colour != (guint) g_value_get_int (value))
        {
          self->colour = g_value_get_int (value);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_SHOW_OVERLAY:
      if (self->show_overlay != g_value_get_boolean (value))
        {
          self->show_overlay = g_value_get_boolean (value);
          gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pf_studio_layout_page_dispose (GObject *object)
{
  PfStudioLayoutPage *self = PF_STUDIO_LAYOUT_PAGE (object);
  GtkWidget *child;

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  self->layout = NULL;
  g_clear_object (&self->preview);
  gtk_widget_dispose_template (GTK_WIDGET (self), PF_STUDIO_TYPE_LAYOUT_PAGE);
  /* The unnamed template children too. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (pf_studio_layout_page_parent_class)->dispose (object);
}

static void
pf_studio_layout_page_finalize (GObject *object)
{
  PfStudioLayoutPage *self = PF_STUDIO_LAYOUT_PAGE (object);

  g_clear_pointer (&self->path, g_free);

  G_OBJECT_CLASS (pf_studio_layout_page_parent_class)->finalize (object);
}

static const struct
{
  guint           keyval;
  GdkModifierType mods;
  const char     *action;
} keys[] = {
  { GDK_KEY_bracketleft, 0, "layout.rotate-ccw" },
  { GDK_KEY_bracketright, 0, "layout.rotate-cw" },
  { GDK_KEY_o, 0, "layout.show-overlay" },
  { GDK_KEY_s, 0, "layout.step" },
  { GDK_KEY_End, 0, "layout.run" },
  { GDK_KEY_Escape, 0, "layout.reset" },
  { GDK_KEY_Return, GDK_CONTROL_MASK, "layout.apply" },
  { GDK_KEY_KP_Enter, GDK_CONTROL_MASK, "layout.apply" },
};

static void
pf_studio_layout_page_class_init (PfStudioLayoutPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = pf_studio_layout_page_get_property;
  object_class->set_property = pf_studio_layout_page_set_property;
  object_class->dispose = pf_studio_layout_page_dispose;
  object_class->finalize = pf_studio_layout_page_finalize;

  properties[PROP_COLOUR] =
    g_param_spec_int ("colour", NULL, NULL, ERASER, PF_SHELL_COLOURS, 1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_OVERLAY] =
    g_param_spec_boolean ("show-overlay", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (PF_STUDIO_TYPE_SHELL_PALETTE);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/polyformstudio/PolyformStudio/"
                                               "pf-studio-layout-page.ui");
  gtk_widget_class_bind_template_child (widget_class, PfStudioLayoutPage, canvas);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLayoutPage, hover_label);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLayoutPage, preview_revealer);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLayoutPage, score_label);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLayoutPage, message_label);

  gtk_widget_class_install_property_action (widget_class, "layout.colour", "colour");
  gtk_widget_class_install_property_action (widget_class, "layout.show-overlay", "show-overlay");
  gtk_widget_class_install_action (widget_class, "layout.rotate-cw", NULL, rotate_action);
  gtk_widget_class_install_action (widget_class, "layout.rotate-ccw", NULL, rotate_action);
  gtk_widget_class_install_action (widget_class, "layout.step", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "layout.run", NULL, run_action);
  gtk_widget_class_install_action (widget_class, "layout.reset", NULL, reset_action);
  gtk_widget_class_install_action (widget_class, "layout.apply", NULL, apply_action);

  for (guint i = 1; i <= PF_SHELL_COLOURS; i++)
    {
      gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0 + i, 0,
                                           "layout.colour", "i", i);
      gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_0 + i, 0,
                                           "layout.colour", "i", i);
    }
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0, 0, "layout.colour", "i", ERASER);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_0, 0,
                                       "layout.colour", "i", ERASER);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, 0, "layout.colour", "i", ERASER);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_widget_class_add_binding_action (widget_class, keys[i].keyval, keys[i].mods,
                                         keys[i].action, NULL);
}

static void
pf_studio_layout_page_init (PfStudioLayoutPage *self)
{
  GtkGesture *drag;
  GtkEventController *motion;
  GSettings *settings;

  self->colour = 1;
  self->show_overlay = TRUE;
  self->preview = pf_studio_shell_preview_new ();

  gtk_widget_init_template (GTK_WIDGET (self));

  gtk_drawing_area_set_draw_func (self->canvas, draw_canvas, self, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->canvas), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Shell layout"), -1);

  drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), 0);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end), self);
  gtk_widget_add_controller (GTK_WIDGET (self->canvas), GTK_EVENT_CONTROLLER (drag));

  motion = gtk_event_controller_motion_new ();
  g_signal_connect (motion, "enter", G_CALLBACK (on_motion), self);
  g_signal_connect (motion, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self->canvas), motion);

  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self->canvas, G_CONNECT_SWAPPED);

  settings = pf_studio_settings_get ();
  if (settings != NULL)
    g_settings_bind (settings, "show-shell-overlay", self, "show-overlay",
                     G_SETTINGS_BIND_DEFAULT);

  update_sim_ui (self);
}

/* Public API */

GtkWidget *
pf_studio_layout_page_new (void)
{
  return g_object_new (PF_STUDIO_TYPE_LAYOUT_PAGE, NULL);
}

static void
sync_layout (PfStudioLayoutPage *self,
             gboolean            same_item)
{
  PfItemPlace place;
  PfShellLayout *layout = NULL;

  if (self->document != NULL && self->path != NULL &&
      pf_project_locate (pf_document_get_project (self->document), self->path, &place) &&
      place.kind == PF_ITEM_LAYOUT)
    layout = place.item;

  /* Undo in the middle of a stroke ends it. */
  if (layout != self->layout || !same_item)
    {
      self->stroking = FALSE;
      self->stroke_edited = FALSE;
    }
  self->layout = layout;
  if (!same_item || layout == NULL)
    {
      pf_studio_shell_preview_reset (self->preview);
      self->has_hover = FALSE;
    }
  sync_simulation (self);
}

static void
on_item_changed (PfDocument         *document,
                 const char         *path,
                 PfStudioLayoutPage *self)
{
  if (g_strcmp0 (path, self->path) == 0)
    sync_layout (self, TRUE);
}

static void
on_items_changed (PfDocument         *document,
                  guint               kind,
                  const char         *pack,
                  PfStudioLayoutPage *self)
{
  if (kind == PF_ITEM_LAYOUT)
    sync_layout (self, TRUE);
}

void
pf_studio_layout_page_set_item (PfStudioLayoutPage *self,
                                PfDocument         *document,
                                const char         *path)
{
  gboolean same_item;

  g_return_if_fail (PF_STUDIO_IS_LAYOUT_PAGE (self));

  same_item = document == self->document && path != NULL && g_strcmp0 (path, self->path) == 0;
  if (self->document != document)
    {
      if (self->document != NULL)
        g_signal_handlers_disconnect_by_data (self->document, self);
      g_set_object (&self->document, document);
      if (document != NULL)
        {
          g_signal_connect (document, "item-changed", G_CALLBACK (on_item_changed), self);
          g_signal_connect (document, "items-changed", G_CALLBACK (on_items_changed), self);
        }
    }
  g_free (self->path);
  self->path = g_strdup (path);
  sync_layout (self, same_item);
}

void
pf_studio_layout_page_stroke_begin (PfStudioLayoutPage *self,
                                    double              px,
                                    double              py)
{
  g_return_if_fail (PF_STUDIO_IS_LAYOUT_PAGE (self));

  begin_stroke (self, px, py, self->colour);
}

void
pf_studio_layout_page_stroke_to (PfStudioLayoutPage *self,
                                 double              px,
                                 double              py)
{
  g_return_if_fail (PF_STUDIO_IS_LAYOUT_PAGE (self));

  if (self->layout != NULL && self->document != NULL)
    stroke_at (self, px, py);
}

void
pf_studio_layout_page_stroke_end (PfStudioLayoutPage *self)
{
  gboolean edited;

  g_return_if_fail (PF_STUDIO_IS_LAYOUT_PAGE (self));

  if (!self->stroking)
    return;
  edited = self->stroke_edited;
  self->stroking = FALSE;
  self->stroke_edited = FALSE;
  if (edited && self->document != NULL)
    pf_document_end_edit (self->document);
  sync_simulation (self);
}

GtkWidget *
pf_studio_layout_page_get_canvas (PfStudioLayoutPage *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_LAYOUT_PAGE (self), NULL);
  return GTK_WIDGET (self->canvas);
}

const PfShellSim *
pf_studio_layout_page_get_sim (PfStudioLayoutPage *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_LAYOUT_PAGE (self), NULL);
  return pf_studio_shell_preview_get_sim (self->preview);
}

gboolean
pf_studio_layout_page_get_previewing (PfStudioLayoutPage *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_LAYOUT_PAGE (self), FALSE);
  return previewing (self);
}

const char *
pf_studio_layout_page_get_sim_text (PfStudioLayoutPage *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_LAYOUT_PAGE (self), NULL);
  return gtk_label_get_text (self->score_label);
}

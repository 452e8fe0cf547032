/* pf-studio-canvas.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The canvas draws shell layouts, tile sets and maps through the same core
 * functions as `polyform render` (levels have their own editor page).
 * Clicking a shell layout paints it in place; the canvas announces the edit
 * with ::edit-requested first, so the window can record an undo step, and
 * ::edited after.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-canvas"

#include <adwaita.h>

#include "pf-map-render.h"
#include "pf-shell-render.h"
#include "pf-studio-canvas.h"
#include "pf-tileset-render.h"

struct _PfStudioCanvas
{
  GtkWidget         parent_instance;

  PfStudioItemKind  kind;
  PfShellLayout    *layout;
  PfTileset        *tileset;
  PfMap            *map;

  gboolean          has_hover;
  int               hover_x;
  int               hover_y;
  gint64            hover_placement;
};

G_DEFINE_FINAL_TYPE (PfStudioCanvas, pf_studio_canvas, GTK_TYPE_WIDGET)

enum {
  EDIT_REQUESTED,
  EDITED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Auxiliary methods */

static gboolean
is_dark (void)
{
  return adw_style_manager_get_dark (adw_style_manager_get_default ());
}

static void
reset (PfStudioCanvas   *self,
       PfStudioItemKind  kind)
{
  self->kind = kind;
  self->layout = NULL;
  self->tileset = NULL;
  self->map = NULL;
  self->has_hover = FALSE;
  self->hover_placement = -1;
}

void
pf_studio_canvas_draw (PfStudioCanvas *self,
                       cairo_t        *cr,
                       double          width,
                       double          height)
{
  gboolean dark = is_dark ();

  switch (self->kind)
    {
    case PF_STUDIO_ITEM_LAYOUT:
      {
        PfShellRenderOptions options = { 0, };

        options.dark = dark;
        options.overlay = TRUE;
        options.has_hover = self->has_hover;
        options.hover_x = self->hover_x;
        options.hover_y = self->hover_y;
        pf_shell_render (cr, self->layout, width, height, &options);
      }
      break;

    case PF_STUDIO_ITEM_TILESET:
      pf_tileset_render (cr, self->tileset, width, height, dark);
      break;

    case PF_STUDIO_ITEM_MAP:
      {
        PfMapRenderOptions options;

        pf_map_render_options_init (&options);
        options.dark = dark;
        options.hovered = self->hover_placement;
        pf_map_render (cr, self->map, self->tileset, width, height, &options);
      }
      break;

    case PF_STUDIO_ITEM_NONE:
    default:
      break;
    }
}

/* Callbacks */

static void
on_pressed (GtkGestureClick *gesture,
            int              n_press,
            double           x,
            double           y,
            PfStudioCanvas  *self)
{
  double width = gtk_widget_get_width (GTK_WIDGET (self));
  double height = gtk_widget_get_height (GTK_WIDGET (self));

  if (self->kind == PF_STUDIO_ITEM_LAYOUT)
    {
      PfShellRenderOptions options = { 0, };
      int cx, cy, index;

      options.overlay = TRUE;
      if (!pf_shell_render_pick (self->layout, width, height, &options, x, y, &cx, &cy))
        return;

      g_signal_emit (self, signals[EDIT_REQUESTED], 0);
      index = pf_shell_layout_find_cell (self->layout, cx, cy);
      if (index < 0)
        {
          PfShellCell cell = { cx, cy, 1 };

          g_array_append_val (self->layout->cells, cell);
        }
      else
        {
          PfShellCell *cell = &g_array_index (self->layout->cells, PfShellCell, index);

          /* Each click moves to the next colour; after colour 7 the cell is removed. */
          if (cell->colour >= 7)
            g_array_remove_index (self->layout->cells, index);
          else
            cell->colour++;
        }
      g_signal_emit (self, signals[EDITED], 0);
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static void
on_motion (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           PfStudioCanvas           *self)
{
  double width = gtk_widget_get_width (GTK_WIDGET (self));
  double height = gtk_widget_get_height (GTK_WIDGET (self));

  if (self->kind == PF_STUDIO_ITEM_LAYOUT)
    {
      PfShellRenderOptions options = { 0, };
      int cx, cy;
      gboolean hit;

      options.overlay = TRUE;
      hit = pf_shell_render_pick (self->layout, width, height, &options, x, y, &cx, &cy);
      if (hit != self->has_hover || (hit && (cx != self->hover_x || cy != self->hover_y)))
        {
          self->has_hover = hit;
          self->hover_x = cx;
          self->hover_y = cy;
          gtk_widget_queue_draw (GTK_WIDGET (self));
        }
    }
  else if (self->kind == PF_STUDIO_ITEM_MAP)
    {
      PfMapRenderOptions options;
      gint64 placement;

      pf_map_render_options_init (&options);
      placement = pf_map_render_pick (self->map, self->tileset, width, height, &options, x, y);
      if (placement != self->hover_placement)
        {
          self->hover_placement = placement;
          gtk_widget_queue_draw (GTK_WIDGET (self));
        }
    }
}

static void
on_leave (GtkEventControllerMotion *controller,
          PfStudioCanvas           *self)
{
  if (self->has_hover || self->hover_placement >= 0)
    {
      self->has_hover = FALSE;
      self->hover_placement = -1;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

/* GObject overrides */

static void
pf_studio_canvas_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  PfStudioCanvas *self = PF_STUDIO_CANVAS (widget);
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  cairo_t *cr;

  if (self->kind == PF_STUDIO_ITEM_NONE || width < 1 || height < 1)
    return;

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  pf_studio_canvas_draw (self, cr, width, height);
  cairo_destroy (cr);
}

static void
pf_studio_canvas_class_init (PfStudioCanvasClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->snapshot = pf_studio_canvas_snapshot;

  /**
   * PfStudioCanvas::edit-requested:
   *
   * Emitted just before the canvas edits the shown item in place.
   */
  signals[EDIT_REQUESTED] = g_signal_new ("edit-requested", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 0);
  /**
   * PfStudioCanvas::edited:
   *
   * Emitted after the canvas edited the shown item.
   */
  signals[EDITED] = g_signal_new ("edited", G_TYPE_FROM_CLASS (klass),
                                  G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                  G_TYPE_NONE, 0);

  gtk_widget_class_set_css_name (widget_class, "pfcanvas");
}

static void
pf_studio_canvas_init (PfStudioCanvas *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();

  self->hover_placement = -1;
  gtk_widget_add_css_class (GTK_WIDGET (self), "pf-canvas");
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);

  g_signal_connect (click, "pressed", G_CALLBACK (on_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  g_signal_connect (motion, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);

  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
}

GtkWidget *
pf_studio_canvas_new (void)
{
  return g_object_new (PF_STUDIO_TYPE_CANVAS, NULL);
}

void
pf_studio_canvas_show_layout (PfStudioCanvas *self,
                              PfShellLayout  *layout)
{
  g_return_if_fail (PF_STUDIO_IS_CANVAS (self));
  reset (self, PF_STUDIO_ITEM_LAYOUT);
  self->layout = layout;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
pf_studio_canvas_show_tileset (PfStudioCanvas *self,
                               PfTileset      *tileset)
{
  g_return_if_fail (PF_STUDIO_IS_CANVAS (self));
  reset (self, PF_STUDIO_ITEM_TILESET);
  self->tileset = tileset;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
pf_studio_canvas_show_map (PfStudioCanvas *self,
                           PfMap          *map,
                           PfTileset      *tileset)
{
  g_return_if_fail (PF_STUDIO_IS_CANVAS (self));
  reset (self, PF_STUDIO_ITEM_MAP);
  self->map = map;
  self->tileset = tileset;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
pf_studio_canvas_clear (PfStudioCanvas *self)
{
  g_return_if_fail (PF_STUDIO_IS_CANVAS (self));
  reset (self, PF_STUDIO_ITEM_NONE);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

PfStudioItemKind
pf_studio_canvas_get_kind (PfStudioCanvas *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_CANVAS (self), PF_STUDIO_ITEM_NONE);
  return self->kind;
}

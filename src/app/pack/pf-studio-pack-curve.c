/* pf-studio-pack-curve.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Level number along x, in pack order; optimal moves up the left scale, and
 * the difficulty on the right one. A level without figures yet is a ring on
 * the axis. The segment into a jump, and the point, are drawn in the error
 * colour; levels that are the same puzzle as another of the pack wear a
 * square.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-pack-page"

#include <math.h>

#include <adwaita.h>
#include <glib/gi18n.h>

#include "pf-studio-pack-curve.h"
#include "pf-studio-page.h"
#include "pf-tri-same-puzzle.h"

#define LEFT   40.0
#define RIGHT  40.0
#define TOP    24.0
#define BOTTOM 22.0

typedef struct
{
  char   *path;
  char   *title;
  int     moves;       /* < 0 unknown */
  double  difficulty;  /* < 0 unknown */
  gboolean jump;
  gboolean same;       /* the same puzzle as another level of the pack */
} Point;

struct _PfStudioPackCurve
{
  GtkWidget   parent_instance;

  PfDocument *document;
  char       *path;
  char       *pack_id;
  GArray     *points;      /* Point */
  gboolean    stale;       /* the points are worked out again when next needed */
  int         max_moves;
  double      max_difficulty;
};

G_DEFINE_FINAL_TYPE (PfStudioPackCurve, pf_studio_pack_curve, GTK_TYPE_WIDGET)

/* Auxiliary methods */

static void
point_clear (gpointer data)
{
  Point *point = data;

  g_free (point->path);
  g_free (point->title);
}

static double
x_of (PfStudioPackCurve *self,
      guint              k)
{
  double width = gtk_widget_get_width (GTK_WIDGET (self)) - LEFT - RIGHT;

  return self->points->len <= 1 ? LEFT + width / 2
                                : LEFT + width * k / (self->points->len - 1);
}

static double
y_of (PfStudioPackCurve *self,
      double             value,
      double             max)
{
  double height = gtk_widget_get_height (GTK_WIDGET (self)) - TOP - BOTTOM;

  return TOP + height * (1 - (max > 0 ? value / max : 0));
}

/* The points of the pack's levels, as they are now. */
static void
collect (PfStudioPackCurve *self)
{
  PfItemPlace place;
  PfTriPack *pack;
  g_autoptr(PfTriPuzzleSet) seen = pf_tri_puzzle_set_new (0);
  g_autoptr(GHashTable) repeats = g_hash_table_new (NULL, NULL);

  g_array_set_size (self->points, 0);
  self->max_moves = 1;
  self->max_difficulty = 1;
  if (self->document == NULL || self->path == NULL ||
      !pf_project_locate (pf_document_get_project (self->document), self->path, &place) ||
      place.kind != PF_ITEM_PACK)
    return;
  pack = place.item;
  g_free (self->pack_id);
  self->pack_id = g_strdup (pack->id);

  /* The levels that are the same puzzle (SPEC §2.8) as another of the pack:
   * the repeat and the level it repeats. */
  for (guint i = 0; i < pack->levels->len; i++)
    {
      gpointer same = NULL;

      if (!pf_tri_puzzle_set_add (seen, g_ptr_array_index (pack->levels, i),
                                  GUINT_TO_POINTER (i + 1), &same))
        {
          g_hash_table_add (repeats, GUINT_TO_POINTER (i + 1));
          g_hash_table_add (repeats, same);
        }
    }

  for (guint i = 0; i < pack->levels->len; i++)
    {
      const PfTriLevel *level = g_ptr_array_index (pack->levels, i);
      Point point = { 0, };

      point.path = pf_item_path_build (PF_ITEM_LEVEL, pack->id, level->id);
      point.title = g_strdup (pf_item_get_title (PF_ITEM_LEVEL, level));
      point.moves = level->figures.moves >= 0 ? level->figures.moves : -1;
      point.difficulty = level->figures.difficulty;
      point.same = g_hash_table_contains (repeats, GUINT_TO_POINTER (i + 1));
      if (i > 0)
        point.jump = pf_studio_pack_curve_is_jump (
          g_array_index (self->points, Point, i - 1).moves, point.moves);
      self->max_moves = MAX (self->max_moves, point.moves);
      self->max_difficulty = MAX (self->max_difficulty, point.difficulty);
      g_array_append_val (self->points, point);
    }
}

/* The points, worked out again only when they are needed (drawn, pointed
 * at or counted): a curve that is not shown costs an edit nothing, where
 * looking for same puzzles across the pack would cost each edit a search. */
static void
ensure_points (PfStudioPackCurve *self)
{
  if (!self->stale)
    return;
  self->stale = FALSE;
  collect (self);
}

static void
refresh (PfStudioPackCurve *self)
{
  self->stale = TRUE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
set_colour (cairo_t       *cr,
            const GdkRGBA *colour,
            double         alpha)
{
  cairo_set_source_rgba (cr, colour->red, colour->green, colour->blue, colour->alpha * alpha);
}

static void
draw_text (cairo_t    *cr,
           GtkWidget  *widget,
           const char *text,
           double      x,
           double      y,
           double      align)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, text);
  int w, h;

  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (cr, x - w * align, y - h / 2.0);
  pango_cairo_show_layout (cr, layout);
  g_object_unref (layout);
}

/* Callbacks */

static void
on_item_changed (PfDocument        *document,
                 const char        *path,
                 PfStudioPackCurve *self)
{
  g_autofree char *prefix = NULL;

  if (self->pack_id == NULL)
    return;
  prefix = g_strdup_printf ("level:%s/", self->pack_id);
  if (g_str_has_prefix (path, prefix) || g_strcmp0 (path, self->path) == 0)
    refresh (self);
}

static void
on_items_changed (PfDocument        *document,
                  guint              kind,
                  const char        *pack,
                  PfStudioPackCurve *self)
{
  if (kind == PF_ITEM_PACK || (kind == PF_ITEM_LEVEL && g_strcmp0 (pack, self->pack_id) == 0))
    refresh (self);
}

static void
on_pressed (GtkGestureClick   *gesture,
            int                n_press,
            double             x,
            double             y,
            PfStudioPackCurve *self)
{
  pf_studio_pack_curve_activate_at (self, x, y);
}

static gboolean
on_query_tooltip (GtkWidget         *widget,
                  int                x,
                  int                y,
                  gboolean           keyboard,
                  GtkTooltip        *tooltip,
                  PfStudioPackCurve *self)
{
  int k = pf_studio_pack_curve_level_at (self, x, y);
  const Point *point;
  g_autoptr(GString) text = NULL;

  if (k < 0)
    return FALSE;
  point = &g_array_index (self->points, Point, k);
  text = g_string_new (NULL);
  g_string_append_printf (text, "%d. %s\n", k + 1, point->title);
  if (point->moves >= 0)
    g_string_append_printf (text, ngettext ("%d move", "%d moves", point->moves), point->moves);
  else
    g_string_append (text, _("No figures yet"));
  if (point->difficulty >= 0)
    g_string_append_printf (text, _(" · difficulty %.1f"), point->difficulty);
  if (point->jump)
    g_string_append_printf (text, "\n%s", _("A jump: the curve breaks here"));
  if (point->same)
    g_string_append_printf (text, "\n%s", _("The same puzzle as another level of the pack"));
  gtk_tooltip_set_text (tooltip, text->str);
  return TRUE;
}

/* GObject overrides */

static void
pf_studio_pack_curve_snapshot (GtkWidget   *widget,
                               GtkSnapshot *snapshot)
{
  PfStudioPackCurve *self = PF_STUDIO_PACK_CURVE (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  GdkRGBA fg, moves = { 0.21, 0.52, 0.89, 1 }, difficulty = { 0.90, 0.55, 0.0, 1 };
  GdkRGBA error = { 0.88, 0.11, 0.14, 1 }, same = { 0.57, 0.25, 0.67, 1 };
  g_autofree char *top_moves = NULL, *top_difficulty = NULL;
  cairo_t *cr;

  if (width < LEFT + RIGHT + 20 || height < TOP + BOTTOM + 20)
    return;
  ensure_points (self);
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  if (dark)
    {
      moves = (GdkRGBA) { 0.47, 0.68, 0.93, 1 };
      difficulty = (GdkRGBA) { 1.0, 0.72, 0.30, 1 };
      error = (GdkRGBA) { 1.0, 0.48, 0.45, 1 };
      same = (GdkRGBA) { 0.80, 0.60, 0.90, 1 };
    }
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));

  /* Axes and scales. */
  set_colour (cr, &fg, 0.25);
  cairo_set_line_width (cr, 1);
  cairo_move_to (cr, LEFT, TOP);
  cairo_line_to (cr, LEFT, height - BOTTOM);
  cairo_line_to (cr, width - RIGHT, height - BOTTOM);
  cairo_line_to (cr, width - RIGHT, TOP);
  cairo_stroke (cr);
  top_moves = g_strdup_printf ("%d", self->max_moves);
  top_difficulty = g_strdup_printf ("%.0f", self->max_difficulty);
  set_colour (cr, &moves, 1);
  draw_text (cr, widget, top_moves, LEFT - 6, TOP, 1);
  draw_text (cr, widget, "0", LEFT - 6, height - BOTTOM, 1);
  set_colour (cr, &difficulty, 1);
  draw_text (cr, widget, top_difficulty, width - RIGHT + 6, TOP, 0);
  /* What each colour is, along the top. */
  {
    PangoLayout *layout = gtk_widget_create_pango_layout (widget, _("Moves"));
    int w, h;
    double x = LEFT + 10;

    pango_layout_get_pixel_size (layout, &w, &h);
    set_colour (cr, &moves, 1);
    cairo_move_to (cr, x, TOP - 2);
    pango_cairo_show_layout (cr, layout);
    x += w + 16;
    pango_layout_set_text (layout, _("Difficulty"), -1);
    pango_layout_get_pixel_size (layout, &w, &h);
    set_colour (cr, &difficulty, 1);
    cairo_move_to (cr, x, TOP - 2);
    pango_cairo_show_layout (cr, layout);
    x += w + 16;
    if (pf_studio_pack_curve_count_jumps (self) > 0)
      {
        pango_layout_set_text (layout, _("Jump"), -1);
        pango_layout_get_pixel_size (layout, &w, &h);
        set_colour (cr, &error, 1);
        cairo_move_to (cr, x, TOP - 2);
        pango_cairo_show_layout (cr, layout);
        x += w + 16;
      }
    if (pf_studio_pack_curve_count_same (self) > 0)
      {
        pango_layout_set_text (layout, _("Same puzzle"), -1);
        set_colour (cr, &same, 1);
        cairo_move_to (cr, x, TOP - 2);
        pango_cairo_show_layout (cr, layout);
      }
    g_object_unref (layout);
  }

  set_colour (cr, &fg, 0.6);
  for (guint k = 0; k < self->points->len; k++)
    if (self->points->len <= 20 || k % ((self->points->len + 19) / 20) == 0 ||
        k + 1 == self->points->len)
      {
        g_autofree char *n = g_strdup_printf ("%u", k + 1);

        draw_text (cr, widget, n, x_of (self, k), height - BOTTOM / 2, 0.5);
      }

  /* Difficulty: a dashed line on its own scale. */
  set_colour (cr, &difficulty, 0.9);
  cairo_set_line_width (cr, 1.5);
  {
    static const double dashes[] = { 4, 3 };
    gboolean open = FALSE;

    cairo_set_dash (cr, dashes, 2, 0);
    for (guint k = 0; k < self->points->len; k++)
      {
        const Point *p = &g_array_index (self->points, Point, k);

        if (p->difficulty < 0)
          {
            open = FALSE;
            continue;
          }
        if (open)
          cairo_line_to (cr, x_of (self, k), y_of (self, p->difficulty, self->max_difficulty));
        else
          cairo_move_to (cr, x_of (self, k), y_of (self, p->difficulty, self->max_difficulty));
        open = TRUE;
      }
    cairo_stroke (cr);
    cairo_set_dash (cr, NULL, 0, 0);
  }

  /* Moves: the line, its jumps, and a point for each level. */
  for (guint k = 1; k < self->points->len; k++)
    {
      const Point *a = &g_array_index (self->points, Point, k - 1);
      const Point *b = &g_array_index (self->points, Point, k);

      if (a->moves < 0 || b->moves < 0)
        continue;
      set_colour (cr, b->jump ? &error : &moves, 1);
      cairo_set_line_width (cr, b->jump ? 3 : 2);
      cairo_move_to (cr, x_of (self, k - 1), y_of (self, a->moves, self->max_moves));
      cairo_line_to (cr, x_of (self, k), y_of (self, b->moves, self->max_moves));
      cairo_stroke (cr);
    }
  for (guint k = 0; k < self->points->len; k++)
    {
      const Point *p = &g_array_index (self->points, Point, k);
      double x = x_of (self, k), y = y_of (self, MAX (p->moves, 0), self->max_moves);

      if (p->same)
        {
          set_colour (cr, &same, 1);
          cairo_set_line_width (cr, 2);
          cairo_rectangle (cr, x - 6.5, y - 6.5, 13, 13);
          cairo_stroke (cr);
        }
      set_colour (cr, p->jump ? &error : &moves, 1);
      cairo_arc (cr, x, y, 4, 0, 2 * G_PI);
      if (p->moves >= 0)
        cairo_fill (cr);
      else
        {
          cairo_set_line_width (cr, 1.5);
          cairo_stroke (cr);
        }
    }
  cairo_destroy (cr);
}

static void
pf_studio_pack_curve_dispose (GObject *object)
{
  PfStudioPackCurve *self = PF_STUDIO_PACK_CURVE (object);

  pf_studio_pack_curve_set_item (self, NULL, NULL);

  G_OBJECT_CLASS (pf_studio_pack_curve_parent_class)->dispose (object);
}

static void
pf_studio_pack_curve_finalize (GObject *object)
{
  PfStudioPackCurve *self = PF_STUDIO_PACK_CURVE (object);

  g_clear_pointer (&self->points, g_array_unref);
  g_clear_pointer (&self->pack_id, g_free);

  G_OBJECT_CLASS (pf_studio_pack_curve_parent_class)->finalize (object);
}

static void
pf_studio_pack_curve_class_init (PfStudioPackCurveClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pf_studio_pack_curve_dispose;
  object_class->finalize = pf_studio_pack_curve_finalize;
  widget_class->snapshot = pf_studio_pack_curve_snapshot;
  gtk_widget_class_set_css_name (widget_class, "pack-curve");
}

static void
pf_studio_pack_curve_init (PfStudioPackCurve *self)
{
  GtkGesture *click = gtk_gesture_click_new ();

  self->points = g_array_new (FALSE, TRUE, sizeof (Point));
  g_array_set_clear_func (self->points, point_clear);
  gtk_widget_set_size_request (GTK_WIDGET (self), 200, 140);
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  g_signal_connect (self, "query-tooltip", G_CALLBACK (on_query_tooltip), self);
  g_signal_connect (click, "pressed", G_CALLBACK (on_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
}

/* Public API */

void
pf_studio_pack_curve_set_item (PfStudioPackCurve *self,
                               PfDocument        *document,
                               const char        *path)
{
  g_return_if_fail (PF_STUDIO_IS_PACK_CURVE (self));

  pf_studio_page_follow_document (self, &self->document, document,
                                  G_CALLBACK (on_item_changed), G_CALLBACK (on_items_changed));
  pf_studio_page_store_path (&self->path, path);
  g_clear_pointer (&self->pack_id, g_free);
  /* At once: the pack's id says which edits concern the curve. */
  refresh (self);
  ensure_points (self);
}

gboolean
pf_studio_pack_curve_is_jump (int previous,
                              int moves)
{
  if (previous < 0 || moves < 0)
    return FALSE;
  return moves < previous - 2 || (moves > 2 * previous && moves > previous + 8);
}

int
pf_studio_pack_curve_level_at (PfStudioPackCurve *self,
                               double             x,
                               double             y)
{
  int best = -1;
  double best_distance = 12;

  g_return_val_if_fail (PF_STUDIO_IS_PACK_CURVE (self), -1);

  ensure_points (self);
  for (guint k = 0; k < self->points->len; k++)
    {
      const Point *p = &g_array_index (self->points, Point, k);
      double dx = x - x_of (self, k);
      double dy = y - y_of (self, MAX (p->moves, 0), self->max_moves);
      double distance = hypot (dx, dy);

      /* Near the point, or anywhere in its column. */
      if (distance < best_distance || (fabs (dx) < 4 && best < 0))
        {
          best = (int) k;
          best_distance = MIN (distance, best_distance);
        }
    }
  return best;
}

gboolean
pf_studio_pack_curve_activate_at (PfStudioPackCurve *self,
                                  double             x,
                                  double             y)
{
  int k;

  g_return_val_if_fail (PF_STUDIO_IS_PACK_CURVE (self), FALSE);

  k = pf_studio_pack_curve_level_at (self, x, y);
  if (k < 0)
    return FALSE;
  gtk_widget_activate_action (GTK_WIDGET (self), "win.select-item", "s",
                              g_array_index (self->points, Point, k).path);
  return TRUE;
}

guint
pf_studio_pack_curve_count_jumps (PfStudioPackCurve *self)
{
  guint n = 0;

  g_return_val_if_fail (PF_STUDIO_IS_PACK_CURVE (self), 0);
  ensure_points (self);
  for (guint k = 0; k < self->points->len; k++)
    n += g_array_index (self->points, Point, k).jump;
  return n;
}

guint
pf_studio_pack_curve_count_same (PfStudioPackCurve *self)
{
  guint n = 0;

  g_return_val_if_fail (PF_STUDIO_IS_PACK_CURVE (self), 0);
  ensure_points (self);
  for (guint k = 0; k < self->points->len; k++)
    n += g_array_index (self->points, Point, k).same;
  return n;
}

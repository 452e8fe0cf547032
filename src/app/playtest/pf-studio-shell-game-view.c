/* pf-studio-shell-game-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The structure is drawn by pf_shell_render(), the same path as the layout
 * editor and `polyform render`, out to the edge of the playfield; the
 * falling piece and its ghost go on top with pf_shell_render_extra_cell().
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-shell-game-view"

#include "pf-shell-render.h"
#include "pf-studio-mino.h"
#include "pf-studio-shell-game-view.h"

#define MIN_CELL 12
#define NAT_CELL 26

struct _PfStudioShellGameView
{
  GtkWidget          parent_instance;

  PfShellGame       *game;      /* borrowed */
  PfShellLayout     *layout;    /* the structure, refreshed on each draw */
  gboolean           dimmed;
};

G_DEFINE_FINAL_TYPE (PfStudioShellGameView, pf_studio_shell_game_view, GTK_TYPE_WIDGET)

/* Auxiliary methods */

static void
draw_piece (PfStudioShellGameView      *self,
            cairo_t                    *cr,
            double                      width,
            double                      height,
            const PfShellRenderOptions *options)
{
  const PfPlayEngine *engine = pf_shell_game_get_engine (self->game);
  const PfPieceShape *shape;
  PfPiece piece;
  PfRotation rotation;
  int x, y, ghost_y;
  guint colour;

  if (!pf_play_engine_get_piece (engine, &piece, &rotation, &x, &y))
    return;
  shape = &pf_play_engine_get_rotation_system (engine)->shapes[piece][rotation];
  colour = pf_shell_game_piece_colour (piece);
  ghost_y = pf_play_engine_get_ghost_y (engine);

  if (ghost_y != y)
    for (guint i = 0; i < 4; i++)
      pf_shell_render_extra_cell (cr, self->layout, width, height, options,
                                  x + shape->minos[i].x, ghost_y + shape->minos[i].y,
                                  colour, TRUE);
  for (guint i = 0; i < 4; i++)
    pf_shell_render_extra_cell (cr, self->layout, width, height, options,
                                x + shape->minos[i].x, y + shape->minos[i].y, colour, FALSE);
}

/* Beyond shell 9 is not part of the structure: the pieces spawn there, and
 * a cell that lands there ends the game. Veil it, so the rings read as the
 * structure's room and the band outside as open air. */
static void
draw_outside (PfStudioShellGameView      *self,
              cairo_t                    *cr,
              double                      width,
              double                      height,
              const PfShellRenderOptions *options)
{
  double cx, cy, cell, inner, outer;

  pf_shell_render_geometry (self->layout, width, height, options, &cx, &cy, &cell);
  inner = (PF_SHELL_GAME_OVER + 1) * cell;
  outer = (PF_SHELL_GAME_FIELD + 1) * cell;

  cairo_save (cr);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
  cairo_rectangle (cr, cx - outer, cy - outer, 2 * outer, 2 * outer);
  cairo_rectangle (cr, cx - inner, cy - inner, 2 * inner, 2 * inner);
  if (options->dark)
    cairo_set_source_rgba (cr, 0.11, 0.11, 0.11, 0.7);
  else
    cairo_set_source_rgba (cr, 0.98, 0.98, 0.98, 0.7);
  cairo_fill (cr);

  /* The playfield's walls and floor. */
  cairo_rectangle (cr, cx - outer, cy - outer, 2 * outer, 2 * outer);
  cairo_set_line_width (cr, MAX (cell * 0.08, 1.0));
  if (options->dark)
    cairo_set_source_rgba (cr, 1, 1, 1, 0.25);
  else
    cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw (PfStudioShellGameView *self,
      cairo_t               *cr,
      double                 width,
      double                 height)
{
  PfShellRenderOptions options = { 0, };

  options.dark = pf_studio_mino_is_dark ();
  options.min_shells = PF_SHELL_GAME_FIELD;
  if (self->game != NULL)
    pf_shell_board_to_layout (pf_shell_game_get_board (self->game), self->layout);
  else
    g_array_set_size (self->layout->cells, 0);

  cairo_rectangle (cr, 0, 0, width, height);
  cairo_clip (cr);
  pf_shell_render (cr, self->layout, width, height, &options);
  draw_outside (self, cr, width, height, &options);
  if (self->game != NULL)
    draw_piece (self, cr, width, height, &options);

  if (self->dimmed)
    {
      double v = options.dark ? 0.0 : 1.0;

      cairo_set_source_rgba (cr, v, v, v, 0.6);
      cairo_paint (cr);
    }
}

/* GObject overrides */

static void
pf_studio_shell_game_view_snapshot (GtkWidget   *widget,
                                    GtkSnapshot *snapshot)
{
  PfStudioShellGameView *self = PF_STUDIO_SHELL_GAME_VIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  cairo_t *cr;

  if (width <= 0 || height <= 0)
    return;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  draw (self, cr, width, height);
  cairo_destroy (cr);
}

static void
pf_studio_shell_game_view_measure (GtkWidget      *widget,
                                   GtkOrientation  orientation,
                                   int             for_size,
                                   int            *minimum,
                                   int            *natural,
                                   int            *minimum_baseline,
                                   int            *natural_baseline)
{
  /* pf_shell_render() fits shells 0..11 and half a cell each side: 25 cells. */
  int cells = 2 * PF_SHELL_GAME_FIELD + 3;

  *minimum = cells * MIN_CELL;
  *natural = cells * NAT_CELL;
}

static void
pf_studio_shell_game_view_finalize (GObject *object)
{
  PfStudioShellGameView *self = PF_STUDIO_SHELL_GAME_VIEW (object);

  g_clear_pointer (&self->layout, pf_shell_layout_free);
  G_OBJECT_CLASS (pf_studio_shell_game_view_parent_class)->finalize (object);
}

static void
pf_studio_shell_game_view_class_init (PfStudioShellGameViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = pf_studio_shell_game_view_finalize;
  widget_class->snapshot = pf_studio_shell_game_view_snapshot;
  widget_class->measure = pf_studio_shell_game_view_measure;
  gtk_widget_class_set_css_name (widget_class, "pf-shell-game-view");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
pf_studio_shell_game_view_init (PfStudioShellGameView *self)
{
  self->layout = pf_shell_layout_new ("playtest");
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
}

/* Public API */

GtkWidget *
pf_studio_shell_game_view_new (void)
{
  return g_object_new (PF_STUDIO_TYPE_SHELL_GAME_VIEW, NULL);
}

void
pf_studio_shell_game_view_set_game (PfStudioShellGameView *self,
                                    PfShellGame           *game)
{
  g_return_if_fail (PF_STUDIO_IS_SHELL_GAME_VIEW (self));

  self->game = game;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
pf_studio_shell_game_view_set_dimmed (PfStudioShellGameView *self,
                                      gboolean               dimmed)
{
  g_return_if_fail (PF_STUDIO_IS_SHELL_GAME_VIEW (self));

  if (self->dimmed == !!dimmed)
    return;
  self->dimmed = !!dimmed;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

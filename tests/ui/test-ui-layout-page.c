/* test-ui-layout-page.c: the shell layout editor page under a real display
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "pf-shell-render.h"
#include "pf-studio-layout-page.h"
#include "pf-studio-shell-canvas.h"
#include "studio-test.h"
#include "pf-studio-settings.h"
#include "pf-studio-shell-palette.h"
#include "pf-studio-window.h"

typedef struct
{
  PfStudioWindow     *window;
  GtkWindow          *host;
  PfStudioLayoutPage *page;
} Fixture;

static PfShellLayout *
find_layout (Fixture    *f,
             const char *id)
{
  PfShellLayout *layout = pf_project_find_layout (studio_test_project (f->window), id);

  g_assert_nonnull (layout);
  return layout;
}

/* What the lead's window does when a layout is selected or rebuilt. */
static PfShellLayout *
show (Fixture    *f,
      const char *id)
{
  PfShellLayout *layout = find_layout (f, id);
  g_autofree char *path = pf_item_path_build (PF_ITEM_LAYOUT, NULL, id);

  pf_studio_layout_page_set_item (f->page, pf_studio_window_get_document (f->window), path);
  studio_test_wait_frames (3);
  return layout;
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autofree char *path = g_build_filename (g_getenv ("PF_SOURCE_ROOT"), "data", "examples",
                                            "starter.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  f->window = pf_studio_window_new (NULL, NULL);
  g_assert_true (pf_studio_window_load (f->window, file));

  f->page = PF_STUDIO_LAYOUT_PAGE (pf_studio_layout_page_new ());
  f->host = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (f->host, 900, 680);
  gtk_window_set_child (f->host, GTK_WIDGET (f->page));
  gtk_window_present (f->host);
  studio_test_wait_frames (10);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  gtk_window_destroy (f->host);
  gtk_window_destroy (GTK_WINDOW (f->window));
  studio_test_wait_frames (2);
}

/* A canvas point over the cell (x, y): the centre the canvas gives for it,
 * checked with the renderer's own pick. */
static gboolean
point_of_cell (Fixture             *f,
               const PfShellLayout *layout,
               int                  x,
               int                  y,
               double              *px,
               double              *py)
{
  PfStudioShellCanvas *canvas = PF_STUDIO_SHELL_CANVAS (pf_studio_layout_page_get_canvas (f->page));
  int cx, cy;

  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (canvas)), >, 100);
  pf_studio_shell_canvas_cell_centre (canvas, x, y, px, py);
  return *px >= 0 && *py >= 0 && *px < gtk_widget_get_width (GTK_WIDGET (canvas)) &&
         *py < gtk_widget_get_height (GTK_WIDGET (canvas)) &&
         pf_studio_shell_canvas_pick (canvas, *px, *py, &cx, &cy) && cx == x && cy == y;
}

static void
paint (Fixture             *f,
       const PfShellLayout *layout,
       int                  x,
       int                  y)
{
  double px, py;

  g_assert_true (point_of_cell (f, layout, x, y, &px, &py));
  pf_studio_layout_page_stroke_begin (f->page, px, py);
  pf_studio_layout_page_stroke_end (f->page);
}

static guint
colour_at (const PfShellLayout *layout,
           int                  x,
           int                  y)
{
  int index = pf_shell_layout_find_cell (layout, x, y);

  return index < 0 ? 0 : g_array_index (layout->cells, PfShellCell, index).colour;
}

static void
test_paint_and_undo (Fixture       *f,
                     gconstpointer  data)
{
  PfShellLayout *layout = show (f, "almost-full");
  guint before = layout->cells->len;

  /* Painting a cell with the colour it has is no edit. */
  gtk_widget_activate_action (GTK_WIDGET (f->page), "layout.colour", "i", colour_at (layout, 0, 1));
  paint (f, layout, 0, 1);
  g_assert_false (studio_test_modified (f->window));

  /* (1, 1) is the one square missing from shell 1. */
  g_assert_cmpuint (colour_at (layout, 1, 1), ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (f->page), "layout.colour", "i", 4);
  paint (f, layout, 1, 1);
  g_assert_cmpuint (layout->cells->len, ==, before + 1);
  g_assert_cmpuint (colour_at (layout, 1, 1), ==, 4);
  g_assert_true (studio_test_modified (f->window));

  /* Shell 1 is full now: the simulation can step. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "layout.step", NULL));
  g_assert_cmpuint (pf_studio_layout_page_get_sim (f->page)->score, ==, 120);
  g_assert_true (pf_studio_layout_page_get_previewing (f->page));
  /* A preview is not an edit: the layout still holds its cells. */
  g_assert_cmpuint (layout->cells->len, ==, before + 1);
  gtk_widget_activate_action (GTK_WIDGET (f->page), "layout.reset", NULL);
  g_assert_false (pf_studio_layout_page_get_previewing (f->page));

  /* The eraser, the core cells included. */
  gtk_widget_activate_action (GTK_WIDGET (f->page), "layout.colour", "i", 0);
  paint (f, layout, 0, 0);
  g_assert_cmpuint (layout->cells->len, ==, before);
  g_assert_cmpuint (colour_at (layout, 0, 0), ==, 0);

  /* Two strokes, two undo steps. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL);
  layout = show (f, "almost-full");
  g_assert_cmpuint (layout->cells->len, ==, before + 1);
  g_assert_cmpuint (colour_at (layout, 0, 0), ==, 3);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL);
  layout = show (f, "almost-full");
  g_assert_cmpuint (layout->cells->len, ==, before);
  g_assert_cmpuint (colour_at (layout, 1, 1), ==, 0);

  /* The colour and the tool survive the rebuilds. */
  {
    int colour = -1;

    g_object_get (f->page, "colour", &colour, NULL);
    g_assert_cmpint (colour, ==, 0);
  }
}

static void
test_drag_is_one_step (Fixture       *f,
                       gconstpointer  data)
{
  PfShellLayout *layout = show (f, "almost-full");
  guint before = layout->cells->len;
  double px, py;

  gtk_widget_activate_action (GTK_WIDGET (f->page), "layout.colour", "i", 2);
  g_assert_true (point_of_cell (f, layout, 2, 2, &px, &py));
  pf_studio_layout_page_stroke_begin (f->page, px, py);
  g_assert_true (point_of_cell (f, layout, 2, 1, &px, &py));
  pf_studio_layout_page_stroke_to (f->page, px, py);
  g_assert_true (point_of_cell (f, layout, 2, 0, &px, &py));
  pf_studio_layout_page_stroke_to (f->page, px, py);
  pf_studio_layout_page_stroke_end (f->page);
  g_assert_cmpuint (layout->cells->len, ==, before + 3);

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL);
  layout = show (f, "almost-full");
  g_assert_cmpuint (layout->cells->len, ==, before);
}

/* A stroke whose pointer jumps across a row in one move still paints every
 * cell it crossed. */
static void
test_fast_stroke_leaves_no_gap (Fixture       *f,
                                gconstpointer  data)
{
  PfShellLayout *layout = show (f, "almost-full");
  double px, py;

  for (int x = -3; x <= 3; x++)
    g_assert_cmpint (pf_shell_layout_find_cell (layout, x, 3), <, 0);
  gtk_widget_activate_action (GTK_WIDGET (f->page), "layout.colour", "i", 2);
  g_assert_true (point_of_cell (f, layout, -3, 3, &px, &py));
  pf_studio_layout_page_stroke_begin (f->page, px, py);
  g_assert_true (point_of_cell (f, layout, 3, 3, &px, &py));
  pf_studio_layout_page_stroke_to (f->page, px, py);
  pf_studio_layout_page_stroke_end (f->page);
  layout = show (f, "almost-full");
  for (int x = -3; x <= 3; x++)
    if (pf_shell_layout_find_cell (layout, x, 3) < 0)
      g_error ("the stroke left (%d, 3) unpainted", x);
}

static void
test_simulation (Fixture       *f,
                 gconstpointer  data)
{
  PfShellLayout *layout = show (f, "two-shells");
  g_autofree char *document = pf_project_to_data (studio_test_project (f->window));
  const PfShellSim *sim = pf_studio_layout_page_get_sim (f->page);
  guint before = layout->cells->len;
  guint settled;
  const char *text;

  g_assert_cmpuint (sim->score, ==, 0);
  text = pf_studio_layout_page_get_sim_text (f->page);
  g_assert_nonnull (strstr (text, "0.65"));

  /* First half: shell 1 removed and scored, not collapsed yet. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "layout.step", NULL));
  g_assert_true (pf_studio_layout_page_get_previewing (f->page));
  g_assert_true (sim->has_pending);
  g_assert_cmpuint (sim->score, ==, 120);
  g_assert_cmpuint (sim->clears, ==, 1);
  g_assert_cmpuint (pf_shell_board_count (&sim->board, 1), ==, 0);
  text = pf_studio_layout_page_get_sim_text (f->page);
  g_assert_nonnull (strstr (text, "120"));
  {
    g_autofree char *interval = g_strdup_printf ("%.2f", pf_shell_interval (1));

    g_assert_nonnull (strstr (text, interval));
  }

  /* Second half: the outer cells fall in. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "layout.step", NULL));
  g_assert_false (sim->has_pending);
  g_assert_cmpuint (pf_shell_board_count (&sim->board, 1), >, 0);

  /* The project is untouched, and a rebuild keeps the preview. */
  g_assert_false (studio_test_modified (f->window));
  g_assert_cmpuint (layout->cells->len, ==, before);
  layout = show (f, "two-shells");
  g_assert_true (pf_studio_layout_page_get_previewing (f->page));

  /* Painting and rotating wait for Reset or Apply. */
  gtk_widget_activate_action (GTK_WIDGET (f->page), "layout.rotate-cw", NULL);
  g_assert_false (studio_test_modified (f->window));
  gtk_widget_activate_action (GTK_WIDGET (f->page), "layout.run", NULL);

  /* Reset goes back to the layout. */
  gtk_widget_activate_action (GTK_WIDGET (f->page), "layout.reset", NULL);
  g_assert_false (pf_studio_layout_page_get_previewing (f->page));
  g_assert_cmpuint (sim->score, ==, 0);

  /* Apply writes the simulated board back as one edit. */
  gtk_widget_activate_action (GTK_WIDGET (f->page), "layout.run", NULL);
  g_assert_true (pf_studio_layout_page_get_previewing (f->page));
  settled = pf_shell_board_n_cells (&sim->board);
  g_assert_cmpuint (settled, <, before);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "layout.apply", NULL));
  g_assert_true (studio_test_modified (f->window));
  g_assert_cmpuint (layout->cells->len, ==, settled);
  g_assert_false (pf_studio_layout_page_get_previewing (f->page));

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL);
  layout = show (f, "two-shells");
  g_assert_cmpuint (layout->cells->len, ==, before);
  {
    g_autofree char *after = pf_project_to_data (studio_test_project (f->window));

    g_assert_cmpstr (after, ==, document);
  }
}

static void
test_rotate (Fixture       *f,
             gconstpointer  data)
{
  PfShellLayout *layout = show (f, "almost-full");
  g_autoptr(GArray) before = g_array_copy (layout->cells);

  /* Clockwise (x, y) → (y, −x−1) (SPEC §3). */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "layout.rotate-cw", NULL));
  g_assert_true (studio_test_modified (f->window));
  g_assert_cmpuint (layout->cells->len, ==, before->len);
  for (guint i = 0; i < before->len; i++)
    {
      const PfShellCell *a = &g_array_index (before, PfShellCell, i);
      const PfShellCell *b = &g_array_index (layout->cells, PfShellCell, i);

      g_assert_cmpint (b->x, ==, a->y);
      g_assert_cmpint (b->y, ==, -a->x - 1);
      g_assert_cmpuint (b->colour, ==, a->colour);
    }

  /* Counter-clockwise (x, y) → (−y−1, x) undoes it. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "layout.rotate-ccw", NULL));
  for (guint i = 0; i < before->len; i++)
    {
      const PfShellCell *a = &g_array_index (before, PfShellCell, i);
      const PfShellCell *b = &g_array_index (layout->cells, PfShellCell, i);

      g_assert_cmpint (b->x, ==, a->x);
      g_assert_cmpint (b->y, ==, a->y);
    }
}

static void
test_overlay_setting_and_null (Fixture       *f,
                               gconstpointer  data)
{
  GSettings *settings = pf_studio_settings_get ();
  gboolean shown = TRUE;

  show (f, "checker");
  gtk_widget_activate_action (GTK_WIDGET (f->page), "layout.show-overlay", NULL);
  g_object_get (f->page, "show-overlay", &shown, NULL);
  g_assert_false (shown);
  if (settings != NULL)
    g_assert_false (g_settings_get_boolean (settings, "show-shell-overlay"));
  gtk_widget_activate_action (GTK_WIDGET (f->page), "layout.show-overlay", NULL);
  if (settings != NULL)
    g_assert_true (g_settings_get_boolean (settings, "show-shell-overlay"));

  /* Nothing to show: nothing happens, nothing crashes. */
  pf_studio_layout_page_set_item (f->page, pf_studio_window_get_document (f->window), NULL);
  studio_test_wait_frames (2);
  pf_studio_layout_page_stroke_begin (f->page, 10, 10);
  pf_studio_layout_page_stroke_end (f->page);
  gtk_widget_activate_action (GTK_WIDGET (f->page), "layout.step", NULL);
  g_assert_false (studio_test_modified (f->window));
}

/* The view fits the content: shells far beyond the outermost cell stay off
 * screen (zooming out shows them), a stroke keeps the view still, and the
 * zoom buttons zoom and fit. */
static void
test_fit_and_zoom (Fixture       *f,
                   gconstpointer  data)
{
  PfShellLayout *layout = show (f, "almost-full");
  PfStudioShellCanvas *canvas = PF_STUDIO_SHELL_CANVAS (pf_studio_layout_page_get_canvas (f->page));
  double height = gtk_widget_get_height (GTK_WIDGET (canvas));
  double cell = pf_studio_shell_canvas_get_cell_size (canvas);
  double px, py;
  int x, y;

  /* Cells in shells 0 and 1: the view fits shells 0..3, nine cells across
   * the height, not the 21 of the rings out to shell 9. */
  g_assert_cmpfloat (cell, >=, height / 9.5);
  g_assert_cmpfloat (cell, <=, height / 9.0 + 0.5);

  /* Zoom in, then fit again. */
  gtk_widget_activate_action (GTK_WIDGET (f->page), "layout.zoom", "i", 1);
  g_assert_cmpfloat_with_epsilon (pf_studio_shell_canvas_get_cell_size (canvas), cell * 1.25,
                                  0.01);
  gtk_widget_activate_action (GTK_WIDGET (f->page), "layout.zoom", "i", 0);
  g_assert_cmpfloat_with_epsilon (pf_studio_shell_canvas_get_cell_size (canvas), cell, 0.01);

  /* Zoomed out, the game-over shell is on screen and can be picked. */
  for (int i = 0; i < 6; i++)
    gtk_widget_activate_action (GTK_WIDGET (f->page), "layout.zoom", "i", -1);
  pf_studio_shell_canvas_cell_centre (canvas, 9, 0, &px, &py);
  g_assert_cmpfloat (px, <, gtk_widget_get_width (GTK_WIDGET (canvas)));
  g_assert_true (pf_studio_shell_canvas_pick (canvas, px, py, &x, &y));
  g_assert_cmpint (x, ==, 9);
  g_assert_cmpint (y, ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (f->page), "layout.zoom", "i", 0);

  /* A stroke out into shell 2 keeps the view still while it runs; after
   * it the view fits the new content. */
  gtk_widget_activate_action (GTK_WIDGET (f->page), "layout.colour", "i", 2);
  g_assert_true (point_of_cell (f, layout, 1, 1, &px, &py));
  pf_studio_layout_page_stroke_begin (f->page, px, py);
  g_assert_true (point_of_cell (f, layout, 2, 1, &px, &py));
  pf_studio_layout_page_stroke_to (f->page, px, py);
  g_assert_cmpuint (colour_at (layout, 2, 1), ==, 2);
  g_assert_cmpfloat_with_epsilon (pf_studio_shell_canvas_get_cell_size (canvas), cell, 0.01);
  pf_studio_layout_page_stroke_end (f->page);
  g_assert_cmpfloat (pf_studio_shell_canvas_get_cell_size (canvas), <, cell - 1);
}

static gboolean
colour_is (gpointer data)
{
  gpointer *args = data;
  int colour = -1;

  g_object_get (args[0], "colour", &colour, NULL);
  return colour == GPOINTER_TO_INT (args[1]);
}

/* The colour keys work as soon as the page shows, with the focus still in
 * the sidebar where the layout was picked: no click on the canvas first. */
static void
test_colour_keys_without_a_click (void)
{
  PfStudioWindow *window;
  GtkWidget *page;
  gpointer args[2];

  if (!studio_test_can_press_keys ())
    {
      g_test_skip ("needs xdotool and an X display to press real keys");
      return;
    }
  window = studio_test_open_example (1024, 700);
  page = studio_test_select_keeping_focus (window, "layout:almost-full");
  g_assert_true (PF_STUDIO_IS_LAYOUT_PAGE (page));

  args[0] = page;
  args[1] = GINT_TO_POINTER (3);
  studio_test_press_key (GTK_WIDGET (window), "3");
  g_assert_true (studio_test_wait_for (colour_is, args));
  args[1] = GINT_TO_POINTER (PF_STUDIO_SHELL_ERASER);
  studio_test_press_key (GTK_WIDGET (window), "0");
  g_assert_true (studio_test_wait_for (colour_is, args));
  args[1] = GINT_TO_POINTER (7);
  studio_test_press_key (GTK_WIDGET (window), "KP_7");
  g_assert_true (studio_test_wait_for (colour_is, args));
  /* The keys are the page's alone: the project did not change. */
  g_assert_false (studio_test_modified (window));

  gtk_window_destroy (GTK_WINDOW (window));
  studio_test_wait_frames (2);
}

/* The layout painted without the pointer: Tab reaches the canvas, the
 * arrows move a cell cursor from the core, Space paints, Delete erases. */
static void
test_canvas_keys (void)
{
  PfStudioWindow *window;
  GtkWidget *page, *canvas;
  const PfShellLayout *layout;
  guint before;

  if (!studio_test_can_press_keys ())
    {
      g_test_skip ("needs xdotool and an X display to press real keys");
      return;
    }
  window = studio_test_open_example (1024, 700);
  page = studio_test_select_keeping_focus (window, "layout:almost-full");
  canvas = studio_test_find_type (page, PF_STUDIO_TYPE_SHELL_CANVAS);
  g_assert_true (gtk_widget_get_focusable (canvas));
  gtk_widget_grab_focus (canvas);
  studio_test_wait_frames (2);
  layout = pf_project_find_layout (studio_test_project (window), "almost-full");
  before = layout->cells->len;
  g_assert_cmpuint (colour_at (layout, 1, 1), ==, 0);

  /* The first arrow shows the cursor at (0, 0); Right and Up go to (1, 1). */
  studio_test_press_key (GTK_WIDGET (window), "4");
  studio_test_press_key (GTK_WIDGET (window), "Left");
  studio_test_press_key (GTK_WIDGET (window), "Right");
  studio_test_press_key (GTK_WIDGET (window), "Up");
  studio_test_press_key (GTK_WIDGET (window), "space");
  studio_test_wait_frames (6);
  layout = pf_project_find_layout (studio_test_project (window), "almost-full");
  g_assert_cmpuint (colour_at (layout, 1, 1), ==, 4);
  g_assert_cmpuint (layout->cells->len, ==, before + 1);
  studio_test_press_key (GTK_WIDGET (window), "Delete");
  studio_test_wait_frames (6);
  layout = pf_project_find_layout (studio_test_project (window), "almost-full");
  g_assert_cmpuint (colour_at (layout, 1, 1), ==, 0);
  g_assert_nonnull (pf_project_find_layout (studio_test_project (window), "almost-full"));

  gtk_window_destroy (GTK_WINDOW (window));
  studio_test_wait_frames (2);
}

/* With PF_LAYOUT_SHOT=DIR, saves the page as it looks, for a human to judge. */
static void
save_shot (GtkWidget  *widget,
           const char *name)
{
  studio_test_save_png (widget, g_getenv ("PF_LAYOUT_SHOT"), name);
}

static void
test_screenshots (Fixture       *f,
                  gconstpointer  data)
{
  AdwStyleManager *style = adw_style_manager_get_default ();
  g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();

  /* What the application loads on its own. */
  gtk_css_provider_load_from_resource (css, "/io/github/polyformstudio/PolyformStudio/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

  show (f, "almost-full");
  studio_test_wait_frames (5);
  save_shot (GTK_WIDGET (f->host), "layout-light.png");

  show (f, "two-shells");
  gtk_widget_activate_action (GTK_WIDGET (f->page), "layout.step", NULL);
  studio_test_wait_frames (20);
  save_shot (GTK_WIDGET (f->host), "layout-removed.png");

  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  studio_test_wait_frames (20);
  save_shot (GTK_WIDGET (f->host), "layout-removed-dark.png");
  gtk_widget_activate_action (GTK_WIDGET (f->page), "layout.step", NULL);
  studio_test_wait_frames (5);
  save_shot (GTK_WIDGET (f->host), "layout-collapsed-dark.png");
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
  studio_test_wait_frames (5);
}

int
main (int    argc,
      char **argv)
{
  studio_test_init (&argc, &argv);

#define ADD(path, func) \
  g_test_add ("/ui/layout-page/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("paint-and-undo", test_paint_and_undo);
  ADD ("drag-is-one-step", test_drag_is_one_step);
  ADD ("fast-stroke-leaves-no-gap", test_fast_stroke_leaves_no_gap);
  ADD ("simulation", test_simulation);
  ADD ("rotate", test_rotate);
  ADD ("overlay-setting-and-null", test_overlay_setting_and_null);
  ADD ("screenshots", test_screenshots);
  ADD ("fit-and-zoom", test_fit_and_zoom);
#undef ADD
  g_test_add_func ("/ui/layout-page/colour-keys-without-a-click",
                   test_colour_keys_without_a_click);
  g_test_add_func ("/ui/layout-page/canvas-keys", test_canvas_keys);
  return g_test_run ();
}

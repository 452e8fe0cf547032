/* test-ui-fit.c: the window at 1024 × 700 and narrower: every page's controls on screen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "pf-studio-application.h"
#include "pf-studio-build-pack-window.h"
#include "pf-studio-cut-label.h"
#include "pf-studio-generate-window.h"
#include "pf-studio-layout-page.h"
#include "pf-studio-level-page.h"
#include "pf-studio-map-page.h"
#include "pf-studio-pack-page.h"
#include "pf-studio-tileset-page.h"
#include "pf-studio-window.h"
#include "studio-test.h"

/* A window whose widget is @width × @height on screen: the default size
 * counts the frame a window draws around itself too. */
static PfStudioWindow *
open_sized (int width,
            int height)
{
  PfStudioWindow *window = studio_test_open_example (width, height);
  int dx = width - gtk_widget_get_width (GTK_WIDGET (window));
  int dy = height - gtk_widget_get_height (GTK_WIDGET (window));

  if (dx != 0 || dy != 0)
    {
      gtk_window_set_default_size (GTK_WINDOW (window), width + dx, height + dy);
      studio_test_wait_frames (10);
    }
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), ==, width);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window)), ==, height);
  return window;
}

/* A control the designer needs on a page: an action's button, or a row by
 * its title. */
typedef struct
{
  const char *action;   /* or NULL */
  const char *row;      /* or NULL */
} Control;

typedef struct
{
  const char *path;
  GType     (*page_type) (void);
  Control     controls[12];
} Page;

/* Whether @widget lies inside every one of its ancestors up to the window:
 * a control that overflows its box, or is scrolled or clipped away, does
 * not. */
static void
assert_on_screen (GtkWidget  *window,
                  GtkWidget  *widget,
                  const char *what)
{
  graphene_rect_t bounds;

  if (!gtk_widget_get_mapped (widget))
    g_error ("%s is not on screen", what);
  g_assert_true (gtk_widget_compute_bounds (widget, window, &bounds));
  if (bounds.size.width < 1 || bounds.size.height < 1)
    g_error ("%s has no size", what);

  for (GtkWidget *ancestor = gtk_widget_get_parent (widget); ancestor != NULL;
       ancestor = gtk_widget_get_parent (ancestor))
    {
      graphene_rect_t outer;

      g_assert_true (gtk_widget_compute_bounds (ancestor, window, &outer));
      if (bounds.origin.x < outer.origin.x - 1 || bounds.origin.y < outer.origin.y - 1 ||
          bounds.origin.x + bounds.size.width > outer.origin.x + outer.size.width + 1 ||
          bounds.origin.y + bounds.size.height > outer.origin.y + outer.size.height + 1)
        g_error ("%s at %.0f, %.0f (%.0f x %.0f) is cut off by its %s at %.0f, %.0f "
                 "(%.0f x %.0f)", what, bounds.origin.x, bounds.origin.y, bounds.size.width,
                 bounds.size.height, G_OBJECT_TYPE_NAME (ancestor), outer.origin.x,
                 outer.origin.y, outer.size.width, outer.size.height);
      if (ancestor == window)
        break;
    }
}

static void
assert_controls_on_screen (PfStudioWindow *window,
                           const Page     *page)
{
  GtkWidget *shown;

  studio_test_select (window, page->path);
  studio_test_wait_frames (5);
  shown = pf_studio_window_get_page (window);
  g_assert_true (G_TYPE_CHECK_INSTANCE_TYPE (shown, page->page_type ()));

  for (guint i = 0; i < G_N_ELEMENTS (page->controls); i++)
    {
      const Control *control = &page->controls[i];
      g_autofree char *what = NULL;
      GtkWidget *widget;

      if (control->action == NULL && control->row == NULL)
        break;
      /* The control on screen: a page may hold a second, hidden button for
       * the same action (a note over the canvas, say). */
      widget = control->action ? studio_test_find_shown_action (shown, control->action)
                               : studio_test_find_row (shown, _(control->row));
      what = g_strdup_printf ("%s: %s", page->path,
                              control->action ? control->action : control->row);
      if (widget == NULL)
        g_error ("%s is missing or hidden", what);
      assert_on_screen (GTK_WIDGET (window), widget, what);
    }
}

static const Page pages[] = {
  { "pack:starter", pf_studio_pack_page_get_type,
    { { "pack.add-level" }, { "pack.duplicate-level" }, { "pack.sort" } } },
  { "level:starter/level-01", pf_studio_level_page_get_type,
    { { "level.mode" }, { "level.step-back" }, { "level.step-forward" }, { "level.zoom-in" },
      { "level.fit" }, { "level.analyze" } } },
  { "layout:almost-full", pf_studio_layout_page_get_type,
    { { "layout.colour" }, { "layout.rotate-cw" }, { "layout.show-overlay" },
      { "layout.zoom" }, { "layout.step" }, { "layout.run" }, { "layout.apply" } } },
  { "tileset:meadow", pf_studio_tileset_page_get_type,
    { { NULL, "Name" }, { "tileset.add-shape" }, { "tileset.delete-shape" },
      { "tileset.reroll" }, { "tileset.new-map" } } },
  { "map:meadow-16x12", pf_studio_map_page_get_type,
    { { "map.keep" }, { "map.keep-new" }, { "map.zoom" }, { NULL, "Name" },
      { NULL, "Tile Set" }, { NULL, "Width" }, { NULL, "Height" }, { NULL, "Seed" },
      { NULL, "Mode" } } },
};

/* A menu button by its label, such as the map page's Export. */
static GtkWidget *
find_menu_button (GtkWidget  *root,
                  const char *label)
{
  if (GTK_IS_MENU_BUTTON (root) &&
      g_strcmp0 (gtk_menu_button_get_label (GTK_MENU_BUTTON (root)), label) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_menu_button (child, label);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The map page's line that says what its canvas shows, in the language
 * of the test run. */
static char *
state_line (void)
{
  return g_strdup (_("As kept in the project"));
}

/* At 1024 × 700 the window is that size, the sidebar stays beside the
 * page, and every page's key controls lie inside the window; the suite
 * runs this in German too (test-ui-fit-german), whose words are longer. */
static void
test_every_page_at_1024 (void)
{
  PfStudioWindow *window = open_sized (1024, 700);
  GtkWidget *flap = studio_test_find_type (GTK_WIDGET (window), ADW_TYPE_FLAP);
  const char *header[] = { "app.open", "win.save", "win.playtest" };
  /* In the language of the test run (the German one too): the start of
   * each line, as the page words it. */
  g_autofree char *kept = state_line ();
  g_autofree char *hint = g_strdup (_("Drag to move the map, scroll to zoom"));
  const struct { const char *path, *prefix; } whole_lines[] = {
    { "map:meadow-16x12", kept },
    { "map:meadow-16x12", hint },
    { "tileset:meadow", "24 × 16" },
  };
  GtkWidget *export, *generate;

  g_assert_nonnull (flap);
  g_assert_false (adw_flap_get_folded (ADW_FLAP (flap)));

  for (guint i = 0; i < G_N_ELEMENTS (header); i++)
    assert_on_screen (GTK_WIDGET (window),
                      studio_test_find_action (GTK_WIDGET (window), header[i]), header[i]);
  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    assert_controls_on_screen (window, &pages[i]);
  export = find_menu_button (pf_studio_window_get_page (window), _("_Export"));
  g_assert_nonnull (export);
  assert_on_screen (GTK_WIDGET (window), export, "map: Export");
  /* The map's state line and the tool's hint read whole beside the
   * toolbars' buttons, on two lines if need be, and so does the size of
   * the tile set's preview. */
  for (guint i = 0; i < G_N_ELEMENTS (whole_lines); i++)
    {
      GtkLabel *line;

      studio_test_select (window, whole_lines[i].path);
      studio_test_wait_frames (5);
      line = studio_test_find_label_starting (pf_studio_window_get_page (window),
                                              whole_lines[i].prefix);
      g_assert_nonnull (line);
      if (pf_studio_label_is_cut (line))
        g_error ("%s: “%s” is cut short", whole_lines[i].path, gtk_label_get_text (line));
    }

  studio_test_select (window, "pack:starter");
  studio_test_wait_frames (5);
  generate = find_menu_button (pf_studio_window_get_page (window), _("_Generate"));
  g_assert_nonnull (generate);
  assert_on_screen (GTK_WIDGET (window), generate, "pack: Generate");

  /* The window did not grow to hold a page. */
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), ==, 1024);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Narrower, the sidebar folds away over the page, F9 shows it, and
 * choosing an item hides it again; the pages still fit. */
static void
test_narrow_window_folds_the_sidebar (void)
{
  PfStudioWindow *window = open_sized (760, 600);
  GtkWidget *flap = studio_test_find_type (GTK_WIDGET (window), ADW_TYPE_FLAP);

  g_assert_true (adw_flap_get_folded (ADW_FLAP (flap)));
  g_assert_false (adw_flap_get_reveal_flap (ADW_FLAP (flap)));

  studio_test_activate (window, "toggle-sidebar", NULL);
  studio_test_wait_frames (10);
  g_assert_true (adw_flap_get_reveal_flap (ADW_FLAP (flap)));
  studio_test_select (window, "layout:two-shells");
  studio_test_wait_frames (10);
  g_assert_false (adw_flap_get_reveal_flap (ADW_FLAP (flap)));

  for (guint i = 2; i < G_N_ELEMENTS (pages); i++)
    assert_controls_on_screen (window, &pages[i]);

  /* Wide again, the sidebar comes back beside the page. */
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 700);
  studio_test_wait_frames (20);
  if (gtk_widget_get_width (GTK_WIDGET (window)) == 1024)
    {
      g_assert_false (adw_flap_get_folded (ADW_FLAP (flap)));
      g_assert_true (adw_flap_get_reveal_flap (ADW_FLAP (flap)));
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The tooltip of the sidebar row whose title reads @text, as it would show
 * now; @found says whether there is such a row. */
static const char *
row_tooltip (GtkWidget  *root,
             const char *text,
             gboolean   *found)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *title = g_object_get_data (G_OBJECT (child), "pf-title");
      const char *tip;

      if (title != NULL && g_strcmp0 (gtk_label_get_text (GTK_LABEL (title)), text) == 0)
        {
          *found = TRUE;
          return pf_studio_cut_label_get_tooltip (child);
        }
      tip = row_tooltip (child, text, found);
      if (*found)
        return tip;
    }
  return NULL;
}

/* A long name is cut in the sidebar and shown whole in its tooltip; a name
 * that fits is not repeated in one. */
static void
test_long_names_in_tooltips (void)
{
  PfStudioWindow *window = studio_test_open_example (1024, 700);
  PfShellLayout *layout = pf_project_find_layout (studio_test_project (window), "two-shells");
  gboolean found = FALSE;

  g_assert_cmpuint (g_utf8_strlen (layout->meta.title, -1), >, 40);
  studio_test_select (window, "layout:two-shells");
  studio_test_wait_frames (5);
  g_assert_cmpstr (row_tooltip (GTK_WIDGET (window), layout->meta.title, &found), ==,
                   layout->meta.title);
  g_assert_true (found);
  found = FALSE;
  g_assert_null (row_tooltip (GTK_WIDGET (window), "Slide home", &found));
  g_assert_true (found);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The widest of the shortcuts window's sections under @widget, and its
 * name in @widest. */
static int
widest_section (GtkWidget  *widget,
                char      **widest)
{
  int most = 0;

  if (GTK_IS_SHORTCUTS_SECTION (widget))
    {
      int min;

      gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
      g_free (*widest);
      g_object_get (widget, "section-name", widest, NULL);
      g_test_message ("section %s: %d", *widest, min);
      return min;
    }
  for (GtkWidget *w = gtk_widget_get_first_child (widget); w != NULL;
       w = gtk_widget_get_next_sibling (w))
    {
      g_autofree char *name = NULL;
      int width = widest_section (w, &name);

      if (width > most)
        {
          most = width;
          g_free (*widest);
          *widest = g_steal_pointer (&name);
        }
    }
  return most;
}

/* The shortcuts window fits a 1024 × 700 screen: its widest section is
 * not wider, nor its tallest taller (the window cannot be smaller than
 * either). */
static void
test_shortcuts_window_at_1024 (void)
{
  g_autoptr(PfStudioApplication) app = studio_test_app_new ();
  PfStudioWindow *window = studio_test_app_open_example (app);
  GtkShortcutsWindow *help;
  g_autofree char *widest = NULL;
  int width, height;

  help = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window));
  g_assert_nonnull (help);
  gtk_widget_set_visible (GTK_WIDGET (help), TRUE);
  studio_test_wait_frames (3);
  width = widest_section (GTK_WIDGET (help), &widest);
  g_test_message ("widest section %s: %d", widest, width);
  gtk_widget_measure (GTK_WIDGET (help), GTK_ORIENTATION_HORIZONTAL, -1, &width, NULL, NULL, NULL);
  gtk_widget_measure (GTK_WIDGET (help), GTK_ORIENTATION_VERTICAL, -1, &height, NULL, NULL, NULL);
  g_test_message ("window %d x %d", width, height);
  if (width > 1024 || height > 700)
    g_error ("the shortcuts window needs %d × %d (its widest section, %s)", width, height, widest);
  gtk_widget_set_visible (GTK_WIDGET (help), FALSE);
  studio_test_destroy_windows (app);
}

static void
on_finished (GtkWidget *generator,
             gboolean   ok,
             gboolean  *done)
{
  *done = TRUE;
}

/* Generate Levels and Build Levels on a 1024 × 700 screen: the window
 * stays within it and every setting shows, down to the seed, without a
 * scroll (in German too), also once Build Levels has built and plays a
 * level beside its settings. */
static void
test_generator_windows_at_1024 (void)
{
  PfStudioWindow *window = open_sized (1024, 700);
  const struct { const char *action; GType (*type) (void); } windows[] = {
    { "generate-levels", pf_studio_generate_window_get_type },
    { "build-pack", pf_studio_build_pack_window_get_type },
  };

  studio_test_select (window, "pack:starter");
  for (guint i = 0; i < G_N_ELEMENTS (windows); i++)
    {
      g_autoptr(GList) before = gtk_window_list_toplevels ();
      GtkWidget *generator, *seed;
      GtkAdjustment *scroll;

      studio_test_activate (window, windows[i].action, NULL);
      studio_test_wait_frames (5);
      generator = GTK_WIDGET (studio_test_find_new_window (before, windows[i].type ()));
      g_assert_nonnull (generator);
      if (PF_STUDIO_IS_BUILD_PACK_WINDOW (generator))
        {
          gboolean done = FALSE;

          g_signal_connect (generator, "finished", G_CALLBACK (on_finished), &done);
          pf_studio_build_pack_window_set_curve (PF_STUDIO_BUILD_PACK_WINDOW (generator), 3, 2, 6,
                                                 3);
          pf_studio_build_pack_window_start (PF_STUDIO_BUILD_PACK_WINDOW (generator));
          for (gint64 until = g_get_monotonic_time () + 120 * G_USEC_PER_SEC;
               !done && g_get_monotonic_time () < until;)
            g_main_context_iteration (NULL, TRUE);
          g_assert_true (done);
          gtk_widget_activate_action (generator, "build.preview", "u", 0);
          studio_test_wait_frames (10);
        }
      seed = studio_test_find_row (generator, _("Seed"));
      g_assert_nonnull (seed);
      if (gtk_widget_get_width (generator) > 1024 || gtk_widget_get_height (generator) > 660)
        g_error ("%s: %d × %d, too large for the screen", windows[i].action,
                 gtk_widget_get_width (generator), gtk_widget_get_height (generator));
      scroll = gtk_scrolled_window_get_vadjustment (
        GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (seed, GTK_TYPE_SCROLLED_WINDOW)));
      g_test_message ("%s: %d x %d, settings %.0f of %.0f, seed row %d wide", windows[i].action,
                      gtk_widget_get_width (generator), gtk_widget_get_height (generator),
                      gtk_adjustment_get_upper (scroll), gtk_adjustment_get_page_size (scroll),
                      gtk_widget_get_width (seed));
      if (gtk_adjustment_get_upper (scroll) > gtk_adjustment_get_page_size (scroll) + 1)
        g_error ("%s: the settings need %.0f pixels, and have %.0f", windows[i].action,
                 gtk_adjustment_get_upper (scroll), gtk_adjustment_get_page_size (scroll));
      gtk_window_destroy (GTK_WINDOW (generator));
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  studio_test_init (&argc, &argv);

  g_test_add_func ("/ui/fit/every-page-at-1024", test_every_page_at_1024);
  g_test_add_func ("/ui/fit/narrow-window-folds-the-sidebar",
                   test_narrow_window_folds_the_sidebar);
  g_test_add_func ("/ui/fit/long-names-in-tooltips", test_long_names_in_tooltips);
  g_test_add_func ("/ui/fit/shortcuts-window-at-1024", test_shortcuts_window_at_1024);
  g_test_add_func ("/ui/fit/generator-windows-at-1024", test_generator_windows_at_1024);
  return g_test_run ();
}

/* studio-test.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gdk/x11/gdkx.h>
#include <glib/gi18n.h>
#include <locale.h>

#include "pf-studio-page.h"
#include "pf-studio-resources.h"
#include "studio-test.h"

gboolean
studio_test_can_press_keys (void)
{
  g_autofree char *xdotool = g_find_program_in_path ("xdotool");

  return xdotool != NULL && GDK_IS_X11_DISPLAY (gdk_display_get_default ());
}

void
studio_test_press_key (GtkWidget  *window,
                       const char *key)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));
  g_autofree char *xid = g_strdup_printf ("%lu", gdk_x11_surface_get_xid (surface));
  g_autoptr(GError) error = NULL;
  int status = -1;
  const char *argv[] = { "xdotool", "windowfocus", "--sync", xid, "key", key, NULL };

  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL,
                &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
}

void
studio_test_wheel_over (GtkWidget *widget,
                        guint      notches)
{
  GtkNative *native = gtk_widget_get_native (widget);
  GdkSurface *surface = gtk_native_get_surface (native);
  g_autofree char *xid = g_strdup_printf ("%lu", gdk_x11_surface_get_xid (surface));
  g_autofree char *x = NULL, *y = NULL, *repeat = g_strdup_printf ("%u", notches);
  g_autoptr(GError) error = NULL;
  graphene_point_t middle = GRAPHENE_POINT_INIT (gtk_widget_get_width (widget) / 2.0f,
                                                 gtk_widget_get_height (widget) / 2.0f);
  graphene_point_t at;
  double sx, sy;
  int status = -1;

  g_assert_true (gtk_widget_compute_point (widget, GTK_WIDGET (native), &middle, &at));
  gtk_native_get_surface_transform (native, &sx, &sy);
  x = g_strdup_printf ("%d", (int) (at.x + sx));
  y = g_strdup_printf ("%d", (int) (at.y + sy));
  {
    const char *argv[] = { "xdotool", "mousemove", "--sync", "--window", xid, x, y,
                           "click", "--repeat", repeat, "--delay", "50", "5", NULL };

    g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL,
                  &status, &error);
  }
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
}

GtkWidget *
studio_test_select_keeping_focus (PfStudioWindow *window,
                                  const char     *path)
{
  GtkWidget *page;
  GtkWidget *focus;

  studio_test_select (window, path);
  page = pf_studio_window_get_page (window);
  focus = gtk_root_get_focus (GTK_ROOT (window));
  if (focus != NULL && gtk_widget_is_ancestor (focus, page))
    gtk_window_set_focus (GTK_WINDOW (window), NULL);
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (focus == NULL || !gtk_widget_is_ancestor (focus, page));
  return page;
}

void
studio_test_init (int    *argc,
                  char ***argv)
{
  gtk_test_init (argc, argv, NULL);
  /* With the catalogues of the build, the language that $LANGUAGE names
   * (C.UTF-8 does not ignore it, as C does, and every system has it). */
  if (g_getenv ("PF_TEST_LOCALE_DIR") != NULL)
    {
      g_assert_nonnull (setlocale (LC_ALL, "C.UTF-8"));
      bindtextdomain (GETTEXT_PACKAGE, g_getenv ("PF_TEST_LOCALE_DIR"));
      bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
      textdomain (GETTEXT_PACKAGE);
    }
  adw_init ();
  g_resources_register (pf_studio_get_resource ());
}

char *
studio_test_init_apart (int    *argc,
                        char ***argv)
{
  g_autoptr(GError) error = NULL;
  char *recovery = g_dir_make_tmp ("pf-recovery-XXXXXX", &error);

  g_assert_no_error (error);
  g_setenv ("PF_RECOVERY_DIR", recovery, TRUE);
  studio_test_init (argc, argv);
  return recovery;
}

void
studio_test_wait_frames (guint n)
{
  for (guint i = 0; i < n; i++)
    {
      gint64 until = g_get_monotonic_time () + 20 * 1000;

      while (g_get_monotonic_time () < until)
        g_main_context_iteration (NULL, FALSE);
    }
}

gboolean
studio_test_wait_for (StudioTestCheck check,
                      gpointer        data)
{
  for (gint64 until = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
       g_get_monotonic_time () < until;)
    {
      if (check (data))
        return TRUE;
      studio_test_wait_frames (1);
    }
  return check (data);
}

GFile *
studio_test_example_file (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("PF_SOURCE_ROOT"), "data", "examples",
                                            "starter.xml", NULL);

  return g_file_new_for_path (path);
}

PfStudioApplication *
studio_test_app_new (void)
{
  PfStudioApplication *app = pf_studio_application_new ();
  g_autoptr(GError) error = NULL;

  g_application_set_flags (G_APPLICATION (app),
                           g_application_get_flags (G_APPLICATION (app)) |
                           G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  return app;
}

guint
studio_test_count_windows (PfStudioApplication *app)
{
  guint n = 0;

  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (app)); l != NULL; l = l->next)
    n += PF_STUDIO_IS_WINDOW (l->data);
  return n;
}

static gboolean
nothing_opening (gpointer app)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (app)); l != NULL; l = l->next)
    if (PF_STUDIO_IS_WINDOW (l->data) && pf_studio_window_is_opening (l->data))
      return FALSE;
  return TRUE;
}

void
studio_test_wait_opened (PfStudioApplication *app)
{
  g_assert_true (studio_test_wait_for (nothing_opening, app));
  studio_test_wait_frames (2);
}

PfStudioWindow *
studio_test_app_open_example (PfStudioApplication *app)
{
  g_autoptr(GFile) example = studio_test_example_file ();

  g_application_open (G_APPLICATION (app), &example, 1, "");
  studio_test_wait_opened (app);
  return PF_STUDIO_WINDOW (gtk_application_get_windows (GTK_APPLICATION (app))->data);
}

void
studio_test_destroy_windows (PfStudioApplication *app)
{
  GList *windows;

  while ((windows = gtk_application_get_windows (GTK_APPLICATION (app))) != NULL)
    gtk_window_destroy (windows->data);
  studio_test_wait_frames (2);
}

GtkWindow *
studio_test_find_new_window (GList *before,
                             GType  type)
{
  g_autoptr(GList) now = gtk_window_list_toplevels ();

  for (GList *l = now; l != NULL; l = l->next)
    if (g_list_find (before, l->data) == NULL && G_TYPE_CHECK_INSTANCE_TYPE (l->data, type))
      return l->data;
  return NULL;
}

PfStudioWindow *
studio_test_open_example (int width,
                          int height)
{
  PfStudioWindow *window = pf_studio_window_new (NULL, NULL);
  g_autoptr(GFile) file = studio_test_example_file ();

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  g_assert_true (pf_studio_window_load (window, file));
  gtk_window_present (GTK_WINDOW (window));
  studio_test_wait_frames (10);
  return window;
}

PfProject *
studio_test_project (PfStudioWindow *window)
{
  return pf_document_get_project (pf_studio_window_get_document (window));
}

gboolean
studio_test_modified (PfStudioWindow *window)
{
  return pf_document_get_modified (pf_studio_window_get_document (window));
}

void
studio_test_activate (PfStudioWindow *window,
                      const char     *name,
                      const char     *parameter)
{
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (window), name));
  g_action_group_activate_action (G_ACTION_GROUP (window), name,
                                  parameter ? g_variant_new_string (parameter) : NULL);
  studio_test_wait_frames (2);
}

void
studio_test_select (PfStudioWindow *window,
                    const char     *path)
{
  studio_test_activate (window, "select-item", path);
  g_assert_cmpstr (pf_studio_window_get_selected (window), ==, path);
}

void
studio_test_select_nth (PfStudioWindow *window,
                        guint           n)
{
  /* From the top: the first item, then n more. */
  studio_test_activate (window, "select-item", "");
  for (guint i = 0; i <= n; i++)
    g_action_group_activate_action (G_ACTION_GROUP (window), "next-item", NULL);
  studio_test_wait_frames (2);
}

PfItemKind
studio_test_selected_kind (PfStudioWindow *window)
{
  return pf_item_path_kind (pf_studio_window_get_selected (window), NULL);
}

typedef gboolean (*Match) (GtkWidget  *widget,
                           const char *what);

static GtkWidget *
find (GtkWidget  *root,
      Match       match,
      const char *what)
{
  if (match (root, what))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find (child, match, what);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
row_titled (GtkWidget  *widget,
            const char *title)
{
  if (ADW_IS_PREFERENCES_GROUP (widget))
    return g_strcmp0 (adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (widget)),
                      title) == 0;
  return ADW_IS_PREFERENCES_ROW (widget) &&
         g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0;
}

static gboolean
actionable_for (GtkWidget  *widget,
                const char *action_name)
{
  return GTK_IS_ACTIONABLE (widget) &&
         g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action_name) == 0;
}

static gboolean
of_type (GtkWidget  *widget,
         const char *type_name)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, g_type_from_name (type_name));
}

GtkWidget *
studio_test_find_type (GtkWidget *root,
                       GType      type)
{
  return find (root, of_type, g_type_name (type));
}

static gboolean
label_reading (GtkWidget  *widget,
               const char *text)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;
}

static gboolean
label_starting (GtkWidget  *widget,
                const char *prefix)
{
  return GTK_IS_LABEL (widget) &&
         g_str_has_prefix (gtk_label_get_text (GTK_LABEL (widget)), prefix);
}

GtkLabel *
studio_test_find_label (GtkWidget  *root,
                        const char *text)
{
  return GTK_LABEL (find (root, label_reading, text));
}

GtkLabel *
studio_test_find_label_starting (GtkWidget  *root,
                                 const char *prefix)
{
  return GTK_LABEL (find (root, label_starting, prefix));
}

GtkWidget *
studio_test_find_row (GtkWidget  *root,
                      const char *title)
{
  return find (root, row_titled, title);
}

static gboolean
shown_actionable_for (GtkWidget  *widget,
                      const char *action_name)
{
  return gtk_widget_get_mapped (widget) && actionable_for (widget, action_name);
}

GtkWidget *
studio_test_find_action (GtkWidget  *root,
                         const char *action_name)
{
  return find (root, actionable_for, action_name);
}

GtkWidget *
studio_test_find_shown_action (GtkWidget  *root,
                               const char *action_name)
{
  return find (root, shown_actionable_for, action_name);
}

cairo_surface_t *
studio_test_render_widget (GtkWidget *widget)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  int width = MAX (1, gtk_widget_get_width (widget));
  int height = MAX (1, gtk_widget_get_height (widget));
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cr = cairo_create (surface);

  gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), width, height);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  if (node != NULL)
    gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

guint
studio_test_count_drawn_pixels (GtkWidget *widget)
{
  cairo_surface_t *surface = studio_test_render_widget (widget);
  const guint32 *pixels = (const guint32 *) cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface) / 4;
  int width = cairo_image_surface_get_width (surface);
  int height = cairo_image_surface_get_height (surface);
  guint drawn = 0;

  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      drawn += pixels[y * stride + x] != pixels[0];
  cairo_surface_destroy (surface);
  return drawn;
}

void
studio_test_save_png (GtkWidget  *widget,
                      const char *dir,
                      const char *name)
{
  g_autofree char *path = NULL;
  cairo_surface_t *surface;

  if (dir == NULL || gtk_widget_get_width (widget) <= 0)
    return;
  surface = studio_test_render_widget (widget);
  path = g_build_filename (dir, name, NULL);
  cairo_surface_write_to_png (surface, path);
  cairo_surface_destroy (surface);
}

/* Whether one of the shortcuts window's entries (each may list several
 * accelerators, separated by spaces) is @key with @mods. */
static gboolean
listed_in (GPtrArray       *listed,
           guint            key,
           GdkModifierType  mods)
{
  for (guint k = 0; k < listed->len; k++)
    {
      g_auto(GStrv) accels = g_strsplit (g_ptr_array_index (listed, k), " ", -1);

      for (guint a = 0; accels[a] != NULL; a++)
        {
          guint listed_key;
          GdkModifierType listed_mods;

          if (gtk_accelerator_parse (accels[a], &listed_key, &listed_mods) &&
              gdk_keyval_to_lower (listed_key) == gdk_keyval_to_lower (key) &&
              listed_mods == mods)
            return TRUE;
        }
    }
  return FALSE;
}

/* Calls @func with each key shortcut of @widget that activates a named
 * action, until it returns TRUE; returns whether one did. */
static gboolean
find_shortcut (GtkWidget *widget,
               gboolean (*func) (GtkShortcut *shortcut, const char *action, gpointer data),
               gpointer   data)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          const char *action = pf_studio_page_shortcut_action_name (shortcut);

          if (action != NULL && func (shortcut, action, data))
            return TRUE;
        }
    }
  return FALSE;
}

static gboolean
is_action (GtkShortcut *shortcut,
           const char  *action,
           gpointer     data)
{
  return g_str_equal (action, data);
}

gboolean
studio_test_has_shortcut (GtkWidget  *widget,
                          const char *action)
{
  return find_shortcut (widget, is_action, (gpointer) action);
}

typedef struct
{
  GPtrArray  *listed;
  const char *prefix;
  guint       checked;
} ListedCheck;

static gboolean
check_listed (GtkShortcut *shortcut,
              const char  *action,
              gpointer     data)
{
  ListedCheck *check = data;
  GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);
  g_autofree char *name = NULL;
  guint key;
  GdkModifierType mods;

  if (!GTK_IS_KEYVAL_TRIGGER (trigger) ||
      (check->prefix != NULL && !g_str_has_prefix (action, check->prefix)))
    return FALSE;
  key = gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger));
  mods = gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger));
  name = gtk_accelerator_name (key, mods);
  /* Keypad and unshifted twins of listed keys */
  if (g_str_has_prefix (name, "KP_") || g_str_equal (name, "equal"))
    return FALSE;
  if (!listed_in (check->listed, key, mods))
    g_error ("%s (%s) is not in the shortcuts window", action, name);
  check->checked++;
  return FALSE;
}

guint
studio_test_assert_shortcuts_listed (GtkWidget  *widget,
                                     const char *action_prefix)
{
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (
                                    "/io/github/polyformstudio/PolyformStudio/gtk/help-overlay.ui");
  g_autoptr(GPtrArray) listed = g_ptr_array_new_with_free_func (g_free);
  ListedCheck check = { listed, action_prefix, 0 };

  for (GSList *l = gtk_builder_get_objects (builder); l != NULL; l = g_slist_delete_link (l, l))
    if (GTK_IS_SHORTCUTS_SHORTCUT (l->data))
      {
        char *accelerator = NULL;

        g_object_get (l->data, "accelerator", &accelerator, NULL);
        if (accelerator != NULL)
          g_ptr_array_add (listed, accelerator);
      }
  find_shortcut (widget, check_listed, &check);
  return check.checked;
}

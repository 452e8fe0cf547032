/* studio-test.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "pf-studio-resources.h"
#include "studio-test.h"

void
studio_test_init (int    *argc,
                  char ***argv)
{
  gtk_test_init (argc, argv, NULL);
  adw_init ();
  g_resources_register (pf_studio_get_resource ());
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

GFile *
studio_test_example_file (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("PF_SOURCE_ROOT"), "data", "examples",
                                            "starter.xml", NULL);

  return g_file_new_for_path (path);
}

PfStudioWindow *
studio_test_open_example (int width,
                          int height)
{
  PfStudioWindow *window = pf_studio_window_new (NULL);
  g_autoptr(GFile) file = studio_test_example_file ();

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  g_assert_true (pf_studio_window_open (window, file));
  gtk_window_present (GTK_WINDOW (window));
  studio_test_wait_frames (10);
  return window;
}

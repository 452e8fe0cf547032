/* fuzz-replay.c: runs a fuzz target over files, without libFuzzer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: fuzz-NAME-replay DIR|FILE...   Missing directories are skipped.
 */
#include "config.h"

#include <stdio.h>

#include "fuzz-target.h"

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

static guint
replay_file (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize length = 0;

  if (!g_file_get_contents (path, &contents, &length, &error))
    g_error ("%s", error->message);
  LLVMFuzzerTestOneInput ((const uint8_t *) contents, length);
  return 1;
}

static guint
replay_dir (const char *dir)
{
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;
  guint n = 0;

  if (handle == NULL)
    return 0;
  while ((name = g_dir_read_name (handle)) != NULL)
    if (name[0] != '.')
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *path = g_build_filename (dir, g_ptr_array_index (names, i), NULL);

      n += replay_file (path);
    }
  return n;
}

int
main (int    argc,
      char **argv)
{
  guint n = 0;

  for (int i = 1; i < argc; i++)
    {
      if (g_file_test (argv[i], G_FILE_TEST_IS_DIR))
        n += replay_dir (argv[i]);
      else if (g_file_test (argv[i], G_FILE_TEST_EXISTS))
        n += replay_file (argv[i]);
    }
  printf ("%s: %u inputs replayed\n", argv[0], n);
  return n > 0 ? 0 : 1;
}

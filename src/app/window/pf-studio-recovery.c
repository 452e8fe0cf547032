/* pf-studio-recovery.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each unsaved window keeps KEY.xml (the project) and KEY.ini (where it came
 * from, and when) in the recovery folder. Saving or closing cleanly removes
 * both; whatever is left at start-up is what a crash left behind, unless
 * the instance that wrote it is still running (two instances run side by
 * side when the session bus cannot make the application unique).
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-recovery"

#include <errno.h>
#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "pf-atomic-file.h"
#include "pf-studio-recovery.h"

char *
pf_studio_recovery_dir (void)
{
  const char *override = g_getenv ("PF_RECOVERY_DIR");

  if (override != NULL && override[0] != '\0')
    return g_strdup (override);
  return g_build_filename (g_get_user_state_dir (), "polyform-studio", "recovery", NULL);
}

static char *
recovery_path (const char *key,
               const char *suffix)
{
  g_autofree char *dir = pf_studio_recovery_dir ();
  g_autofree char *name = g_strconcat (key, suffix, NULL);

  return g_build_filename (dir, name, NULL);
}

guint64
pf_studio_recovery_process_start_time (gint64 pid)
{
  g_autofree char *path = g_strdup_printf ("/proc/%" G_GINT64_FORMAT "/stat", pid);
  g_autofree char *stat = NULL;
  g_auto(GStrv) fields = NULL;
  const char *after_name;

  if (!g_file_get_contents (path, &stat, NULL, NULL))
    return 0;
  /* The command name, field 2, may hold spaces: count from its ')'. */
  after_name = strrchr (stat, ')');
  if (after_name == NULL)
    return 0;
  fields = g_strsplit (after_name + 1, " ", 0);
  /* fields[0] is the empty string before field 3. */
  if (g_strv_length (fields) < 21)
    return 0;
  /* Field 3, the state: a process that has ended but that its parent has
   * not reaped yet (a crash under a shell that waits on nothing) runs
   * nothing any more. */
  if (g_str_equal (fields[1], "Z") || g_str_equal (fields[1], "X"))
    return 0;
  return g_ascii_strtoull (fields[20], NULL, 10);
}

/* Whether the autosave described by @info belongs to another instance that
 * is still running. */
static gboolean
written_by_running_instance (GKeyFile *info)
{
  gint64 pid = g_key_file_get_int64 (info, "recovery", "pid", NULL);
  guint64 started = g_key_file_get_uint64 (info, "recovery", "started", NULL);

  if (pid <= 0 || pid == (gint64) getpid () || started == 0)
    return FALSE;
  return pf_studio_recovery_process_start_time (pid) == started;
}

/* What was on disk at the original file, as keys of the recovery's info. */
static void
set_identity (GKeyFile             *info,
              const PfFileIdentity *read)
{
  g_key_file_set_boolean (info, "original-read", "exists", read->exists);
  g_key_file_set_uint64 (info, "original-read", "device", read->device);
  g_key_file_set_uint64 (info, "original-read", "inode", read->inode);
  g_key_file_set_uint64 (info, "original-read", "size", read->size);
  g_key_file_set_int64 (info, "original-read", "mtime-sec", read->mtime_sec);
  g_key_file_set_int64 (info, "original-read", "mtime-nsec", read->mtime_nsec);
}

static gboolean
get_identity (GKeyFile       *info,
              PfFileIdentity *read)
{
  /* Written whole or not at all. */
  if (!g_key_file_has_group (info, "original-read"))
    return FALSE;
  read->exists = g_key_file_get_boolean (info, "original-read", "exists", NULL);
  read->device = g_key_file_get_uint64 (info, "original-read", "device", NULL);
  read->inode = g_key_file_get_uint64 (info, "original-read", "inode", NULL);
  read->size = g_key_file_get_uint64 (info, "original-read", "size", NULL);
  read->mtime_sec = g_key_file_get_int64 (info, "original-read", "mtime-sec", NULL);
  read->mtime_nsec = g_key_file_get_int64 (info, "original-read", "mtime-nsec", NULL);
  return TRUE;
}

gboolean
pf_studio_recovery_write (const char           *key,
                          PfProject            *project,
                          gboolean              changed,
                          guint                 levels_found,
                          const char           *found_pack,
                          GFile                *original,
                          const PfFileIdentity *read,
                          GError              **error)
{
  g_autofree char *dir = pf_studio_recovery_dir ();
  g_autofree char *document = pf_project_to_data (project);
  g_autofree char *xml_path = recovery_path (key, ".xml");
  g_autofree char *ini_path = recovery_path (key, ".ini");
  g_autoptr(GKeyFile) info = g_key_file_new ();
  g_autofree char *info_data = NULL;
  gsize info_length = 0;

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   "%s: %s", dir, g_strerror (saved_errno));
      return FALSE;
    }

  if (original != NULL)
    {
      g_autofree char *uri = g_file_get_uri (original);

      g_key_file_set_string (info, "recovery", "original", uri);
      if (read != NULL)
        set_identity (info, read);
    }
  g_key_file_set_int64 (info, "recovery", "saved-at", g_get_real_time () / G_USEC_PER_SEC);
  g_key_file_set_boolean (info, "recovery", "changed", changed);
  g_key_file_set_uint64 (info, "recovery", "levels-found", levels_found);
  if (found_pack != NULL)
    g_key_file_set_string (info, "recovery", "found-pack", found_pack);
  g_key_file_set_int64 (info, "recovery", "pid", (gint64) getpid ());
  g_key_file_set_uint64 (info, "recovery", "started", pf_studio_recovery_process_start_time ((gint64) getpid ()));
  info_data = g_key_file_to_data (info, &info_length, NULL);

  return pf_atomic_file_write (xml_path, document, strlen (document), error) &&
         pf_atomic_file_write (ini_path, info_data, info_length, error);
}

void
pf_studio_recovery_remove (const char *key)
{
  g_autofree char *xml_path = recovery_path (key, ".xml");
  g_autofree char *ini_path = recovery_path (key, ".ini");

  g_unlink (xml_path);
  g_unlink (ini_path);
}

void
pf_studio_recovery_free (PfStudioRecovery *recovery)
{
  if (recovery == NULL)
    return;
  g_free (recovery->key);
  g_free (recovery->document);
  g_free (recovery->found_pack);
  g_clear_object (&recovery->original);
  g_free (recovery);
}

static int
newest_first (gconstpointer a,
              gconstpointer b)
{
  const PfStudioRecovery *x = *(PfStudioRecovery * const *) a;
  const PfStudioRecovery *y = *(PfStudioRecovery * const *) b;

  return (x->saved_at < y->saved_at) - (x->saved_at > y->saved_at);
}

GPtrArray *
pf_studio_recovery_list (void)
{
  GPtrArray *list = g_ptr_array_new_with_free_func ((GDestroyNotify) pf_studio_recovery_free);
  g_autofree char *dir_path = pf_studio_recovery_dir ();
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;

  if (dir == NULL)
    return list;

  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autoptr(GKeyFile) info = g_key_file_new ();
      g_autofree char *ini_path = NULL;
      g_autofree char *uri = NULL;
      PfStudioRecovery *recovery;

      if (!g_str_has_suffix (name, ".ini"))
        continue;
      ini_path = g_build_filename (dir_path, name, NULL);
      if (!g_key_file_load_from_file (info, ini_path, G_KEY_FILE_NONE, NULL) ||
          written_by_running_instance (info))
        continue;

      recovery = g_new0 (PfStudioRecovery, 1);
      recovery->key = g_strndup (name, strlen (name) - strlen (".ini"));
      recovery->document = recovery_path (recovery->key, ".xml");
      uri = g_key_file_get_string (info, "recovery", "original", NULL);
      recovery->original = uri ? g_file_new_for_uri (uri) : NULL;
      recovery->saved_at = g_key_file_get_int64 (info, "recovery", "saved-at", NULL);
      recovery->has_read = recovery->original != NULL && get_identity (info, &recovery->read);
      /* A copy that does not say held changes. */
      recovery->changed = !g_key_file_has_key (info, "recovery", "changed", NULL) ||
                          g_key_file_get_boolean (info, "recovery", "changed", NULL);
      recovery->levels_found = MIN (g_key_file_get_uint64 (info, "recovery", "levels-found",
                                                           NULL), G_MAXUINT);
      recovery->found_pack = g_key_file_get_string (info, "recovery", "found-pack", NULL);

      if (g_file_test (recovery->document, G_FILE_TEST_EXISTS))
        g_ptr_array_add (list, recovery);
      else
        pf_studio_recovery_free (recovery);
    }

  g_ptr_array_sort (list, newest_first);
  return list;
}

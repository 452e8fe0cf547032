/* pf-cli-files.c: where the commands read projects from and write them to, "-" included
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A FILE of "-" is standard input and an output of "-" standard output
 * (SPEC §7). When a command writes its project or its output file to
 * standard output, what it reports (text or --json) goes to standard error
 * instead, so that standard output carries the document alone: the
 * command calls pf_cli_claim_stdout() first, which keeps the real standard
 * output for the document and points file descriptor 1 at standard error.
 *
 * A project file is saved only over the file that was read: its identity is
 * recorded as it is read, and a save over it is refused (exit 1) when
 * another program changed it meanwhile, such as a second command saving
 * the same project at the same time.
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "pf-atomic-file.h"
#include "pf-cli.h"
#include "pf-error.h"

/* The real standard output, kept for the document, or -1. */
static int document_fd = -1;

/* Local path → PfFileIdentity of each project file read, as it was read. */
static GHashTable *read_identities;

/* Auxiliary methods */

static gboolean
is_stdio (const char *path)
{
  return path != NULL && strcmp (path, "-") == 0;
}

/* Reads standard input whole, refusing more than a project may hold. */
static char *
read_stdin (gsize   *length,
            GError **error)
{
  g_autoptr(GByteArray) data = g_byte_array_new ();
  guint8 chunk[65536];
  size_t n;

  while ((n = fread (chunk, 1, sizeof chunk, stdin)) > 0)
    {
      if (data->len + n > PF_PROJECT_MAX_BYTES)
        {
          g_set_error (error, PF_ERROR, PF_ERROR_IO, "%s: the project is larger than %d MB",
                       PF_CLI_STDIN_NAME, PF_PROJECT_MAX_BYTES / (1024 * 1024));
          return NULL;
        }
      g_byte_array_append (data, chunk, n);
    }
  if (ferror (stdin))
    {
      g_set_error (error, PF_ERROR, PF_ERROR_IO, "%s: %s", PF_CLI_STDIN_NAME, g_strerror (errno));
      return NULL;
    }
  *length = data->len;
  g_byte_array_append (data, (const guint8 *) "", 1);
  return (char *) g_byte_array_free (g_steal_pointer (&data), FALSE);
}

static gboolean
write_all (int          fd,
           const char  *data,
           gsize        length,
           GError     **error)
{
  while (length > 0)
    {
      ssize_t n = write (fd, data, length);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        {
          g_set_error (error, PF_ERROR, PF_ERROR_IO, "cannot write to standard output: %s",
                       g_strerror (n < 0 ? errno : ENOSPC));
          return FALSE;
        }
      data += n;
      length -= n;
    }
  return TRUE;
}

/* Records what is on disk at @file before it is read. */
static gboolean
record_identity (GFile   *file,
                 GError **error)
{
  g_autofree char *path = g_file_get_path (file);
  PfFileIdentity *identity;

  if (path == NULL)
    return TRUE;
  identity = g_new0 (PfFileIdentity, 1);
  if (!pf_file_identity_read (path, identity, error))
    {
      g_free (identity);
      return FALSE;
    }
  if (read_identities == NULL)
    read_identities = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_hash_table_insert (read_identities, g_steal_pointer (&path), identity);
  return TRUE;
}

/* What @file was when it was read, or NULL when it was not. */
static const PfFileIdentity *
recorded_identity (GFile *file)
{
  g_autofree char *path = g_file_get_path (file);

  if (path == NULL || read_identities == NULL)
    return NULL;
  return g_hash_table_lookup (read_identities, path);
}

/* Public API */

char *
pf_cli_display_name (const char *path)
{
  g_autoptr(GFile) file = NULL;

  if (is_stdio (path))
    return g_strdup (PF_CLI_STDIN_NAME);
  file = g_file_new_for_commandline_arg (path);
  return g_file_get_parse_name (file);
}

PfProject *
pf_cli_open_project (const char  *path,
                     GError     **error)
{
  g_autoptr(GFile) file = NULL;
  g_autofree char *data = NULL;
  gsize length = 0;

  if (!is_stdio (path))
    {
      file = g_file_new_for_commandline_arg (path);
      if (!record_identity (file, error))
        return NULL;
      return pf_project_load (file, error);
    }
  data = read_stdin (&length, error);
  if (data == NULL)
    return NULL;
  return pf_project_load_from_data (data, length, PF_CLI_STDIN_NAME, error);
}

PfProject *
pf_cli_load_project (const char *path)
{
  g_autoptr(GError) error = NULL;
  PfProject *project;

  project = pf_cli_open_project (path, &error);
  if (project == NULL)
    fprintf (stderr, "%s\n", error->message);
  return project;
}

void
pf_cli_claim_stdout (const char *in_path,
                     const char *out_path)
{
  if (!is_stdio (out_path != NULL ? out_path : in_path) || document_fd >= 0)
    return;
  fflush (stdout);
  document_fd = dup (STDOUT_FILENO);
  if (document_fd >= 0)
    dup2 (STDERR_FILENO, STDOUT_FILENO);
}

int
pf_cli_check_output (const char *out_path,
                     const char *option)
{
  g_autoptr(GFile) file = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  PfFileIdentity there;
  GHashTableIter iter;
  gpointer read_path, read;

  if (out_path == NULL || is_stdio (out_path) || read_identities == NULL)
    return PF_EXIT_OK;
  file = g_file_new_for_commandline_arg (out_path);
  path = g_file_get_path (file);
  if (path == NULL || !pf_file_identity_read (path, &there, &error) || !there.exists)
    return PF_EXIT_OK;   /* the write itself reports what is wrong there */
  g_hash_table_iter_init (&iter, read_identities);
  while (g_hash_table_iter_next (&iter, &read_path, &read))
    {
      const PfFileIdentity *identity = read;

      if (identity->exists && identity->device == there.device &&
          identity->inode == there.inode)
        {
          g_autofree char *shown = g_file_get_parse_name (file);

          return pf_cli_fail ("%s %s: that is the project file this command reads, and "
                              "writing there would replace it; give another file",
                              option, shown);
        }
    }
  return PF_EXIT_OK;
}

int
pf_cli_write_output (const char *out_path,
                     const char *data)
{
  g_autoptr(GError) error = NULL;
  gboolean ok;
  int status;

  if ((status = pf_cli_check_output (out_path, "-o")) != PF_EXIT_OK)
    return status;

  if (out_path == NULL || is_stdio (out_path))
    {
      /* Without pf_cli_claim_stdout(), stdout's errors are found and
       * reported as the program exits. */
      if (document_fd < 0)
        {
          fputs (data, stdout);
          return PF_EXIT_OK;
        }
      ok = write_all (document_fd, data, strlen (data), &error);
    }
  else
    ok = pf_atomic_file_write (out_path, data, strlen (data), &error);
  if (!ok)
    return pf_cli_fail ("%s", error->message);
  return PF_EXIT_OK;
}

int
pf_cli_save_project (PfProject  *project,
                     const char *in_path,
                     const char *out_path)
{
  const char *target = out_path != NULL ? out_path : in_path;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;

  pf_project_changed (project);
  if (is_stdio (target))
    {
      g_autofree char *data = pf_project_to_data (project);

      return pf_cli_write_output (target, data);
    }
  file = g_file_new_for_commandline_arg (target);
  if (!pf_project_save_checked (project, file, recorded_identity (file), NULL, &error))
    return pf_cli_fail ("%s", error->message);
  return PF_EXIT_OK;
}

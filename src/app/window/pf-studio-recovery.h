/* pf-studio-recovery.h: autosaved copies of unsaved projects, offered back after a crash
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "pf-file-identity.h"
#include "pf-project.h"

G_BEGIN_DECLS

typedef struct
{
  char          *key;        /* identifies the window's project */
  char          *document;   /* path of the recovered project document */
  GFile         *original;   /* nullable: the file the project was opened from */
  gint64         saved_at;   /* unix time of the autosave */
  gboolean       has_read;   /* @read holds what was on disk at @original */
  PfFileIdentity read;       /* when the project was read from it, or last saved */
  gboolean       changed;    /* the project had unsaved changes */
  guint          levels_found; /* levels found and not added, in packs of their own */
  char          *found_pack; /* nullable: the id of the first of those packs */
} PfStudioRecovery;

/**
 * pf_studio_recovery_dir:
 *
 * Returns: (transfer full): the folder of recovery files, in the user's state
 *   folder, or $PF_RECOVERY_DIR when set (for tests)
 */
char      *pf_studio_recovery_dir    (void);

/**
 * pf_studio_recovery_write:
 * @key: a key unique to the window
 * @project: the project to keep
 * @changed: whether it has unsaved changes
 * @levels_found: how many levels found and not added it holds, in packs of
 *   their own
 * @found_pack: (nullable): the id of the first of those packs, which the
 *   recovered window shows
 * @original: (nullable): the file it came from
 * @read: (nullable): what was on disk at @original when the project was read
 *   from it or last saved there, so that a save of the recovered project
 *   can tell whether another program changed the file since
 * @error: return location for an error
 *
 * Writes the project atomically to the recovery folder.
 *
 * Returns: %TRUE on success
 */
gboolean   pf_studio_recovery_write  (const char           *key,
                                      PfProject            *project,
                                      gboolean              changed,
                                      guint                 levels_found,
                                      const char           *found_pack,
                                      GFile                *original,
                                      const PfFileIdentity *read,
                                      GError              **error);

/**
 * pf_studio_recovery_process_start_time:
 * @pid: a process id
 *
 * With the process id, this names one process even once the id is used
 * again; an autosave records both for its writer.
 *
 * Returns: when process @pid started, in clock ticks after boot (Linux's
 *   /proc/PID/stat field 22), or 0 where that cannot be read or the
 *   process has ended (a zombie not reaped yet)
 */
guint64    pf_studio_recovery_process_start_time (gint64 pid);

/* Forgets the recovery copy of @key, after a save or a clean close. */
void       pf_studio_recovery_remove (const char  *key);

/**
 * pf_studio_recovery_list:
 *
 * Returns: (transfer full) (element-type PfStudioRecovery): the recovery
 *   copies left behind, newest first
 */
GPtrArray *pf_studio_recovery_list   (void);
void       pf_studio_recovery_free   (PfStudioRecovery *recovery);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PfStudioRecovery, pf_studio_recovery_free)

G_END_DECLS

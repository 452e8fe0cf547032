/* pf-studio-application.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "pf-studio-window.h"

G_BEGIN_DECLS

#define PF_STUDIO_TYPE_APPLICATION (pf_studio_application_get_type ())

G_DECLARE_FINAL_TYPE (PfStudioApplication, pf_studio_application, PF_STUDIO, APPLICATION,
                      AdwApplication)

PfStudioApplication *pf_studio_application_new (void);

/**
 * pf_studio_application_find_example:
 *
 * Returns: (transfer full) (nullable): the bundled starter project, installed
 *   or in the source tree
 */
GFile *pf_studio_application_find_example (void);

/**
 * pf_studio_application_open_file:
 * @self: the application
 * @file: a project file
 * @from: (nullable): the window it is opened from, or %NULL for the active one
 *
 * Shows the project of @file: the window that has it already, else @from
 * when it holds nothing yet (the start page, or an untouched empty project),
 * else a new window. An installed example opens as a copy with no file. A
 * file that fails to open is reported in @from, which stays as it was, and
 * no window is made for it; with no window at all, the error shows on a
 * start page.
 */
void   pf_studio_application_open_file        (PfStudioApplication *self,
                                               GFile               *file,
                                               PfStudioWindow      *from);

/**
 * pf_studio_application_new_from_example:
 * @self: the application
 * @from: (nullable): the window it is asked from, or %NULL for the active one
 *
 * Shows a copy of the bundled example as a new document with no file, so
 * its first save asks where; the example itself is never written. The
 * window is chosen as by pf_studio_application_open_file().
 */
void   pf_studio_application_new_from_example (PfStudioApplication *self,
                                               PfStudioWindow      *from);

/**
 * pf_studio_application_get_window_of_file:
 * @self: the application
 * @file: a project file
 *
 * Returns: (transfer none) (nullable): the window whose document is @file
 */
PfStudioWindow *pf_studio_application_get_window_of_file (PfStudioApplication *self,
                                                          GFile               *file);

G_END_DECLS

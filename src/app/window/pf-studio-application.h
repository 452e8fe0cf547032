/* pf-studio-application.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

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

G_END_DECLS

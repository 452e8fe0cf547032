/* pf-studio-start-page.h: what a window shows before it holds a project: the recent
 * projects, a new project and a copy of the example
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define PF_STUDIO_TYPE_START_PAGE (pf_studio_start_page_get_type ())

G_DECLARE_FINAL_TYPE (PfStudioStartPage, pf_studio_start_page, PF_STUDIO, START_PAGE, AdwBin)

G_END_DECLS

/* tree.h: the one libxml2 type the level's header names, for the web page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

typedef struct _xmlNode xmlNode;

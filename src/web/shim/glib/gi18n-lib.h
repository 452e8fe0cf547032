/* gi18n-lib.h: the page's rules carry no translations
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#define _(text)  (text)
#define N_(text) (text)

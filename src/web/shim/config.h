/* config.h: the web page's rules need no configuration
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

// @ts-check
/**
 * Which Node runs the project: the machine's own when it is of the pinned major line and not older
 * than the pinned version's line start (a newcomer with any Node 26 downloads nothing), otherwise
 * the pinned version brought from the npm registry into the project's `.tools/` folder.
 */
import { parseVersion } from './toolchain.mjs';

/**
 * @param {string} machineVersion process.version of the Node running this script
 * @param {string} pinnedVersion the version in `.node-version`
 * @returns {'machine' | 'project'}
 */
export function chooseNode(machineVersion, pinnedVersion) {
  const machine = parseVersion(machineVersion);
  const pinned = parseVersion(pinnedVersion);
  if (!machine || !pinned) return 'project';
  return machine.major === pinned.major ? 'machine' : 'project';
}

/**
 * The npm package that carries a Node binary for this platform (the one the `node` package itself
 * installs through its preinstall step), or null where the registry serves none.
 * @param {string} platform process.platform
 * @param {string} arch process.arch
 * @returns {string | null}
 */
export function nodePackageFor(platform, arch) {
  const platforms = { linux: 'linux', darwin: 'darwin', win32: 'win' };
  const arches = ['x64', 'arm64'];
  const name = platforms[/** @type {keyof typeof platforms} */ (platform)];
  if (!name || !arches.includes(arch)) return null;
  return `node-${name}-${arch}`;
}

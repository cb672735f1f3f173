import cctvCamera from './images/cctv-camera.svg';
import controlPanel from './images/control-panel.svg';
import distributionBoard from './images/distribution-board.svg';
import embeddedBoard from './images/embedded-board.svg';
import fireAlarmLoop from './images/fire-alarm-loop.svg';
import plcAutomation from './images/plc-automation.svg';
import rewoundMotor from './images/rewound-motor.svg';
import solarArray from './images/solar-array.svg';

export interface GalleryImage {
  id: string;
  src: string;
  /** The drawings are 480 x 360; a photo set that replaces them gives its own size. */
  width: number;
  height: number;
  alt: string;
  caption: string;
}

const drawing = { width: 480, height: 360 } as const;

export const controlPanelDrawing: GalleryImage = {
  id: 'control-panel',
  src: controlPanel,
  ...drawing,
  alt: 'An industrial control panel with meters, pilot lights and a row of breakers',
  caption: 'Motor control panel for a packaging line',
};

export const rewoundMotorDrawing: GalleryImage = {
  id: 'rewound-motor',
  src: rewoundMotor,
  ...drawing,
  alt: 'An electric motor beside its stator, freshly rewound with copper coils',
  caption: 'Three-phase pump motor, rewound and tested',
};

export const solarArrayDrawing: GalleryImage = {
  id: 'solar-array',
  src: solarArray,
  ...drawing,
  alt: 'A row of solar panels in the sun, wired to an inverter',
  caption: 'Hybrid solar system for a family home',
};

export const fireAlarmLoopDrawing: GalleryImage = {
  id: 'fire-alarm-loop',
  src: fireAlarmLoop,
  ...drawing,
  alt: 'A fire alarm panel wired in a loop to smoke detectors, a call point and a sounder',
  caption: 'Addressable fire alarm loop for an office block',
};

export const cctvCameraDrawing: GalleryImage = {
  id: 'cctv-camera',
  src: cctvCamera,
  ...drawing,
  alt: 'A wall-mounted CCTV camera and its field of view, linked to a monitor',
  caption: 'CCTV coverage with mobile viewing for a hotel',
};

export const distributionBoardDrawing: GalleryImage = {
  id: 'distribution-board',
  src: distributionBoard,
  ...drawing,
  alt: 'A distribution board feeding the wiring of a house',
  caption: 'Full rewiring with a new distribution board',
};

export const plcAutomationDrawing: GalleryImage = {
  id: 'plc-automation',
  src: plcAutomation,
  ...drawing,
  alt: 'A PLC rack and touch screen controlling a conveyor with a beam sensor',
  caption: 'PLC-controlled conveyor with sensor counting',
};

export const embeddedBoardDrawing: GalleryImage = {
  id: 'embedded-board',
  src: embeddedBoard,
  ...drawing,
  alt: 'A microcontroller circuit board with traces, components and an antenna',
  caption: 'Custom GSM monitoring board for a water tank',
};

export const gallery: readonly GalleryImage[] = [
  controlPanelDrawing,
  rewoundMotorDrawing,
  solarArrayDrawing,
  fireAlarmLoopDrawing,
  cctvCameraDrawing,
  distributionBoardDrawing,
  plcAutomationDrawing,
  embeddedBoardDrawing,
];
